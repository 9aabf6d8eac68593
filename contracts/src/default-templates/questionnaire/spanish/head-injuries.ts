/** Spanish texts of the "Head Injuries" page (issue 15). */
import type { TemplateTranslation } from '../../../templates.js';
import { SKIP_NOTE_ES, YES_NO_NOT_SURE_ES, yesNoEs } from './common.js';

export const headInjuriesEs: TemplateTranslation = {
  title: 'Lesiones en la cabeza',
  description: 'Algunas preguntas generales sobre golpes en la cabeza.',
  questions: {
    skipNote: SKIP_NOTE_ES,
    headInjuriesScreen: {
      label:
        'Puede que su abogado también le pida llenar un cuestionario corto sobre lesiones en la cabeza, el OSU TBI-ID. Ese cuestionario pregunta sobre cada lesión. Aquí solo le preguntamos algunas cosas.',
    },
    headInjury: {
      label: '¿Alguna vez se ha lastimado la cabeza o el cuello?',
      description: 'Por ejemplo, en un choque de carro, una caída, una pelea, un deporte o una explosión.',
      options: YES_NO_NOT_SURE_ES,
    },
    knockedOut: { label: '¿Alguna vez perdió el conocimiento después de un golpe en la cabeza?', options: YES_NO_NOT_SURE_ES },
    dazed: { label: '¿Alguna vez quedó aturdido(a) o confundido(a) después de un golpe en la cabeza?', options: YES_NO_NOT_SURE_ES },
    headInjuryCount: { label: 'Más o menos, ¿cuántas veces se ha lastimado la cabeza?' },
    headInjuryHospital: yesNoEs('¿Alguna vez fue al hospital por una lesión en la cabeza?'),
    headInjuryProblems: {
      label: 'Desde entonces, ¿ha tenido alguno de estos problemas? Marque todo lo que corresponda.',
      options: {
        Headaches: 'Dolores de cabeza',
        'Trouble remembering': 'Problemas para recordar',
        'Trouble paying attention': 'Problemas para poner atención',
        'Mood changes': 'Cambios de humor',
        'Feeling dizzy': 'Mareos',
        'Trouble sleeping': 'Problemas para dormir',
        Seizures: 'Convulsiones',
        'None of these': 'Ninguno de estos',
      },
    },
    lostAir: {
      label: '¿Alguna vez pasó un rato sin poder respirar, por ejemplo por asfixia, por casi ahogarse o por una sobredosis?',
      options: YES_NO_NOT_SURE_ES,
    },
    headInjuryMore: { label: '¿Qué más quiere decir sobre los golpes que ha tenido en la cabeza?' },
  },
};
