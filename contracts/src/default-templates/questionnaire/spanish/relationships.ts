/** Spanish texts of the "Partners and Marriage" page (issue 15). */
import type { TemplateTranslation } from '../../../templates.js';
import { SKIP_NOTE_ES, YES_NO_NOT_SURE_ES, YES_NO_SKIP_ES, yesNoEs } from './common.js';

export const relationshipsEs: TemplateTranslation = {
  title: 'Pareja y matrimonio',
  description: 'Sus matrimonios y las personas con quienes ha tenido una relación cercana.',
  questions: {
    skipNote: SKIP_NOTE_ES,
    maritalStatus: {
      label: '¿Está casado(a) ahora, o estuvo casado(a) antes?',
      options: { Single: 'Soltero(a)', Married: 'Casado(a)', Separated: 'Separado(a)', Divorced: 'Divorciado(a)', Widowed: 'Viudo(a)' },
    },
    spouseName: { label: '¿Cómo se llama su esposo o esposa?' },
    marriedDate: { label: '¿Cuándo se casó?' },
    timesMarried: { label: '¿Cuántas veces se ha casado?' },
    inRelationship: yesNoEs('¿Tiene pareja ahora?', { description: 'Un esposo, esposa, novio o novia.' }),
    partnerName: { label: '¿Cómo se llama su pareja?' },
    partnerHowLong: { label: '¿Cuánto tiempo llevan como pareja?' },
    livesWithPartner: yesNoEs('¿Viven en la misma casa?'),
    partnerSupport: { label: '¿Su pareja le apoya?', options: { Yes: 'Sí', Some: 'En parte', No: 'No' } },
    pastRelationships: { label: 'Anote los matrimonios o relaciones largas que tuvo antes. ¿Cuánto tiempo duró cada una?' },
    partnerHurtYou: { label: '¿Alguna vez una pareja le ha lastimado, amenazado o hecho sentir miedo?', options: YES_NO_SKIP_ES },
    partnerHurtYouMore: { label: 'Si quiere, cuéntenos más.' },
    protectiveOrder: {
      label: '¿Alguna vez una corte ha dado una orden de protección o de "no acercarse" entre usted y una pareja?',
      options: YES_NO_NOT_SURE_ES,
    },
    closestPeople: { label: '¿Quiénes son las personas más cercanas a usted ahora?' },
  },
};
