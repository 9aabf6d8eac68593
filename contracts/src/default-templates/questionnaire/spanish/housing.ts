/** Spanish texts of the "Where You Have Lived" page (issue 15). */
import type { QuestionTranslation, TemplateTranslation } from '../../../templates.js';
import { HOME_SLOTS } from '../housing.js';
import { slotKey } from '../slots.js';
import { anotherEs, YES_NO_NOT_SURE_ES, yesNoEs } from './common.js';

/** Slot n's texts, as the English page's `home(n)` (with slot n's "another place?" question, n > 1). */
function homeEs(slot: number): [string, QuestionTranslation][] {
  const key = (field: string) => slotKey('home', slot, field);
  const which = `Lugar ${slot}`;
  const another = anotherEs(slot, key('add'), '¿Quiere agregar otro lugar?');
  return [
    ...another,
    [key('place'), { label: `${which}: ¿En qué ciudad y estado estaba?` }],
    [key('from'), { label: `${which}: ¿Cuándo se mudó ahí?`, description: 'Si no sabe el día, elija el primer día del mes.' }],
    [key('to'), { label: `${which}: ¿Cuándo se fue de ahí?`, description: 'Deje esto en blanco si todavía vive ahí.' }],
    [key('livedWith'), { label: `${which}: ¿Con quién vivía?` }],
    [key('whyMoved'), { label: `${which}: ¿Por qué se mudó?` }],
  ];
}

export const housingEs: TemplateTranslation = {
  title: 'Dónde ha vivido',
  description: 'Su hogar ahora y los lugares donde ha vivido.',
  questions: {
    livingSituation: {
      label: '¿Dónde vivía cuando empezó este caso?',
      options: {
        'My own place': 'En mi propia casa o apartamento',
        'With family': 'Con familiares',
        'With friends': 'Con amigos',
        'With a partner': 'Con mi pareja',
        'A shelter': 'En un albergue',
        'No place to live': 'No tenía dónde vivir',
        'Jail or prison': 'En la cárcel o en prisión',
        Other: 'Otro',
      },
    },
    livingSituationHowLong: { label: '¿Cuánto tiempo vivió ahí?' },
    canGoBack: { label: 'Si sale libre, ¿puede regresar ahí?', options: YES_NO_NOT_SURE_ES },
    adultHomeless: yesNoEs('Desde que es mayor de edad, ¿alguna vez ha estado sin un lugar seguro donde vivir?'),
    adultHomelessHowLong: { label: 'En total, ¿más o menos cuánto tiempo fue?' },
    adultHomelessWhere: {
      label: '¿Dónde se quedó? Marque todo lo que corresponda.',
      options: {
        'On the street': 'En la calle',
        'In a car': 'En un carro',
        'In a shelter': 'En un albergue',
        'On a couch at a friend’s or family’s': 'En el sofá de un amigo o familiar',
        'In a motel': 'En un motel',
        Other: 'Otro',
      },
    },
    publicHousing: yesNoEs('¿Alguna vez ha vivido en vivienda pública o ha usado un vale de vivienda (voucher)?'),
    evicted: yesNoEs('¿Alguna vez ha pasado por un desalojo (eviction)?'),
    homesIntro: { label: 'Por favor, anote los lugares donde ha vivido en los últimos diez años. Empiece por el último lugar donde vivió.' },
    ...Object.fromEntries(Array.from({ length: HOME_SLOTS }, (_, index) => homeEs(index + 1)).flat()),
  },
};
