/** Spanish texts of the "Growing Up" page (issue 15). */
import type { TemplateTranslation } from '../../../templates.js';
import { SKIP_NOTE_ES, YES_NO_NOT_SURE_ES, YES_NO_SKIP_ES, yesNoEs } from './common.js';

export const childhoodAndHomeEs: TemplateTranslation = {
  title: 'Su niñez',
  description: 'Quién lo(a) crió, dónde vivió y cómo era su hogar.',
  questions: {
    skipNote: SKIP_NOTE_ES,
    raisedBy: {
      label: '¿Quién lo(a) crió? Marque todas las que correspondan.',
      options: {
        Mother: 'Madre',
        Father: 'Padre',
        Stepparent: 'Padrastro o madrastra',
        Grandparent: 'Abuelo o abuela',
        'Aunt or uncle': 'Tía o tío',
        'Older brother or sister': 'Hermano o hermana mayor',
        'Foster parent': 'Padre o madre de crianza temporal (foster)',
        'Group home staff': 'Personal de un hogar grupal',
        Other: 'Otra persona',
      },
    },
    raisedByOther: { label: '¿Qué otra persona lo(a) crió?' },
    grewUpWhere: { label: '¿Dónde creció? Escriba los pueblos o ciudades.' },
    timesMoved: {
      label: '¿Cuántas veces se mudó antes de cumplir 18 años?',
      options: {
        Never: 'Nunca',
        '1 or 2 times': '1 o 2 veces',
        '3 to 5 times': 'De 3 a 5 veces',
        '6 to 10 times': 'De 6 a 10 veces',
        'More than 10 times': 'Más de 10 veces',
      },
    },
    movedSchools: yesNoEs('¿Tuvo que cambiar de escuela porque se mudó?'),
    childHomeless: {
      label: 'Antes de cumplir 18 años, ¿hubo algún tiempo en que no tuvo un lugar seguro donde vivir?',
      description: 'Por ejemplo, vivió en la calle, en un carro o en un albergue, o durmió en el sofá de alguien conocido.',
      options: YES_NO_NOT_SURE_ES,
    },
    childHomelessAge: { label: '¿Cuántos años tenía?' },
    childHomelessHowLong: { label: '¿Cuánto tiempo duró?' },
    fosterCare: yesNoEs('¿Alguna vez estuvo en un hogar de crianza temporal (foster care) o en un hogar grupal?'),
    fosterCareAge: { label: '¿Cuántos años tenía la primera vez?' },
    fosterCareHomes: { label: '¿Más o menos en cuántos hogares vivió?' },
    fosterCareTreatment: {
      label: '¿Cómo fue el trato que recibió allí?',
      options: {
        'Mostly well': 'Casi siempre bueno',
        'Some good, some bad': 'A veces bueno, a veces malo',
        'Mostly badly': 'Casi siempre malo',
        'Prefer not to say': YES_NO_SKIP_ES['Prefer not to say'],
      },
    },
    fosterCareMore: { label: 'Si quiere, cuéntenos más sobre su tiempo en hogares de crianza.' },
    childServices: {
      label: '¿Alguna vez los Servicios de Protección Infantil (CPS) fueron a su casa?',
      options: YES_NO_NOT_SURE_ES,
    },
    childServicesMore: { label: '¿Qué recuerda de eso?' },
    wentHungry: {
      label: 'En su niñez, ¿qué tan seguido pasó hambre?',
      options: { Never: 'Nunca', Sometimes: 'A veces', Often: 'Muchas veces', 'Prefer not to say': YES_NO_SKIP_ES['Prefer not to say'] },
    },
    wentWithout: {
      label: 'En su niñez, ¿le faltó alguna de estas cosas? Marque todas las que correspondan.',
      options: {
        'Enough food': 'Suficiente comida',
        'Clean clothes': 'Ropa limpia',
        'A safe place to sleep': 'Un lugar seguro para dormir',
        'Heat or power': 'Calefacción o luz eléctrica',
        'A doctor or dentist': 'Un doctor o dentista',
        'An adult to watch you': 'Un adulto que cuidara de usted',
        'None of these': 'Ninguna de estas',
      },
    },
    leftAlone: {
      label: 'En su niñez, ¿muchas veces se quedaba sin ningún adulto, o a cargo de niños más pequeños?',
      options: { Yes: 'Sí', No: 'No', Sometimes: 'A veces' },
    },
    leftAloneAge: { label: '¿Cuántos años tenía cuando esto empezó?' },
    neighborhoodSafe: {
      label: '¿Se sentía a salvo en su vecindario?',
      options: { Yes: 'Sí', 'Most of the time': 'Casi siempre', 'Not really': 'No mucho', No: 'No' },
    },
    neighborhoodViolence: yesNoEs('¿Vio tiroteos, peleas u otra violencia donde vivía?'),
    gangsNearby: yesNoEs('¿Había pandillas donde creció?'),
    leftHomeAge: { label: '¿Cuántos años tenía cuando se fue de su casa para vivir por su cuenta?' },
    leftHomeWhy: { label: '¿Por qué se fue de su casa?' },
    happyMemory: { label: '¿Qué recuerdo feliz tiene de su niñez?' },
    hardestPart: { label: '¿Qué fue lo más difícil de su niñez?' },
    childhoodMore: { label: '¿Qué más debe saber su abogado sobre su niñez?' },
  },
};
