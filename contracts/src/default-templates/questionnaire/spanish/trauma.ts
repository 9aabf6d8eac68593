/** Spanish texts of the "Hard Things That Have Happened" page (issue 15). */
import type { TemplateTranslation } from '../../../templates.js';
import { SKIP_NOTE_ES, YES_NO_NOT_SURE_ES, YES_NO_SKIP_ES } from './common.js';

export const traumaEs: TemplateTranslation = {
  title: 'Cosas difíciles que le han pasado',
  description: 'Cosas difíciles o que le dieron miedo, que le han pasado a usted.',
  questions: {
    skipNote: SKIP_NOTE_ES,
    traumaIntro: { label: 'Mucha gente ha pasado por cosas difíciles. No tiene que dar detalles. Comparta solo lo que quiera.' },
    traumaEvents: {
      label: '¿Alguna vez le ha pasado alguna de estas cosas? Marque todas las que correspondan.',
      options: {
        'Hit, kicked or beaten by a family member': 'Un familiar le pegó, le dio patadas o le dio una golpiza',
        'Sexual abuse or assault': 'Abuso o agresión sexual',
        'Shot or stabbed': 'Le dispararon o le dieron una puñalada',
        'Threatened with a weapon': 'Recibió amenazas con un arma',
        'Saw someone killed or badly hurt': 'Vio cuando mataron o hirieron gravemente a alguien',
        'Lost someone close to violence': 'Perdió a alguien cercano por la violencia',
        'Robbed or attacked': 'Sufrió un robo o un ataque',
        'Bullied for a long time': 'Sufrió acoso (bullying) por mucho tiempo',
        'Forced to work or to trade sex': 'Lo(a) obligaron a trabajar o a tener sexo por dinero u otras cosas',
        'A bad car crash or accident': 'Un choque de carro o un accidente grave',
        'A fire, flood or storm that took your home': 'Un incendio, una inundación o una tormenta en que perdió su casa',
        'Hurt or attacked in jail or prison': 'Le hicieron daño o sufrió un ataque en la cárcel o en prisión',
        'None of these': 'Ninguna de estas',
        'Prefer not to say': YES_NO_SKIP_ES['Prefer not to say'],
      },
    },
    childAbuse: { label: 'Antes de cumplir 18 años, ¿alguna vez un adulto le hizo daño a propósito?', options: YES_NO_SKIP_ES },
    childAbuseAge: { label: '¿Cuántos años tenía cuando empezó?' },
    childAbuseWho: { label: '¿Quién lo hizo? Puede saltar esta pregunta.' },
    childAbuseReported: { label: '¿Alguien se enteró o lo reportó?', options: YES_NO_NOT_SURE_ES },
    childSexualAbuse: {
      label: 'Antes de cumplir 18 años, ¿alguien tocó su cuerpo de forma sexual cuando usted no quería?',
      options: YES_NO_SKIP_ES,
    },
    childSexualAbuseAge: { label: '¿Cuántos años tenía?' },
    childSexualAbuseTold: { label: '¿Alguna vez se lo contó a alguien?', options: YES_NO_SKIP_ES },
    adultAssault: { label: 'Desde que cumplió 18 años, ¿ha sufrido algún ataque, o alguien le ha hecho mucho daño?', options: YES_NO_SKIP_ES },
    adultAssaultMore: { label: 'Si quiere, cuéntenos más.' },
    violentLoss: { label: '¿Alguien cercano a usted murió de repente o de forma violenta?', options: YES_NO_SKIP_ES },
    violentLossWho: { label: '¿Quién fue? ¿Cuántos años tenía usted?' },
    sawViolence: { label: '¿Ha visto a alguien quedar muy herido o morir de forma violenta?', options: YES_NO_SKIP_ES },
    sawViolenceAge: { label: '¿Cuántos años tenía la primera vez?' },
    traumaEffects: {
      label: '¿Todavía le molesta alguna de estas cosas? Marque todas las que correspondan.',
      options: {
        'Bad dreams': 'Pesadillas',
        'Memories that pop up': 'Recuerdos que le vienen de repente',
        'Always feeling on guard': 'Estar siempre en alerta',
        'Staying away from things that remind you': 'Evitar las cosas que le recuerdan lo que pasó',
        'Feeling numb': 'No sentir nada por dentro',
        'None of these': 'Ninguna de estas',
      },
    },
    traumaCounseling: { label: '¿Alguna vez ha hablado de estas cosas con un consejero o consejera?', options: YES_NO_SKIP_ES },
    traumaMore: { label: '¿Hay algo más que quiera que su abogado sepa?', description: 'Comparta solo lo que quiera.' },
  },
};
