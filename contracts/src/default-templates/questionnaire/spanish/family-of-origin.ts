/** Spanish texts of the "FamilyOfOrigin" page (issue 15). */
import type { QuestionTranslation, TemplateTranslation } from '../../../templates.js';
import { CHECK_ALL_ES, SKIP_NOTE_ES, YES_NO_ES, YES_NO_NOT_SURE_ES, YES_NO_SKIP_ES, yesNoEs } from './common.js';

/** The same questions about the client's mother and father, as the English page's `parent(key, pronoun)`. */
function parentEs(key: 'mother' | 'father'): [string, QuestionTranslation][] {
  const [noun, alive, pronoun] = key === 'mother' ? ['madre', 'viva', 'ella'] : ['padre', 'vivo', 'él'];
  return [
    [`${key}Name`, { label: `¿Cuál es el nombre de su ${noun}?` }],
    [`${key}Alive`, { label: `¿Su ${noun} está ${alive}?`, options: YES_NO_NOT_SURE_ES }],
    [`${key}DiedAge`, { label: `¿Cuántos años tenía usted cuando ${pronoun} murió?` }],
    [
      `${key}AtHome`,
      {
        label: `¿Su ${noun} vivía con usted durante su niñez?`,
        options: { 'All of the time': 'Todo el tiempo', 'Some of the time': 'Parte del tiempo', Never: 'Nunca' },
      },
    ],
    [`${key}Work`, { label: `¿En qué trabajaba su ${noun}?` }],
    [
      `${key}Now`,
      {
        label: `¿Cómo se lleva con su ${noun} ahora?`,
        options: {
          'We are close': 'Tenemos una relación cercana',
          Okay: 'Bien',
          'Not close': 'No tenemos una relación cercana',
          'We do not talk': 'No nos hablamos',
          'Does not apply': 'No aplica',
        },
      },
    ],
    [`${key}More`, { label: `¿Hay algo más que quiera decir sobre ${pronoun}?` }],
  ];
}

/** The English page's `adults` options. */
const ADULTS_ES = {
  Mother: 'Madre',
  Father: 'Padre',
  Stepparent: 'Padrastro o madrastra',
  Grandparent: 'Abuelo o abuela',
  'Other adult': 'Otra persona adulta',
  'No one': 'Nadie',
  'Not sure': YES_NO_NOT_SURE_ES['Not sure'],
};

/** A "which of the adults who raised you" check list and its "more" question, as the English page's `adultsWho`. */
const adultsWhoEs = (key: string, label: string, more: string): Record<string, QuestionTranslation> => ({
  [key]: { label: `${label} ${CHECK_ALL_ES}`, options: ADULTS_ES },
  [`${key}More`]: { label: more },
});

export const familyOfOriginEs: TemplateTranslation = {
  title: 'La familia en la que creció',
  description: 'Sus padres y los otros adultos que le criaron.',
  questions: {
    skipNote: SKIP_NOTE_ES,
    ...Object.fromEntries(parentEs('mother')),
    ...Object.fromEntries(parentEs('father')),
    otherCaregivers: yesNoEs('¿Alguna otra persona le crió o le ayudó a criar?', {
      description: 'Por ejemplo, una abuela, una tía, un padrastro o un amigo de la familia.',
    }),
    otherCaregiversWho: { label: '¿Quiénes eran? ¿Qué relación tienen con usted?' },
    parentsTogether: {
      label: '¿Sus padres estaban juntos cuando usted era joven?',
      options: { ...YES_NO_ES, 'They split up': 'Se separaron', 'Not sure': YES_NO_NOT_SURE_ES['Not sure'] },
    },
    parentsSplitAge: { label: '¿Cuántos años tenía usted cuando se separaron?' },
    familyMoney: {
      label: 'Durante su niñez, ¿su familia tenía suficiente dinero para la comida y las cuentas?',
      options: { Always: 'Siempre', 'Most of the time': 'Casi siempre', 'Some of the time': 'A veces', 'Rarely or never': 'Casi nunca o nunca' },
    },
    publicAssistance: yesNoEs('¿Su familia recibía ayuda como cupones de comida (food stamps) o asistencia pública (welfare)?'),
    ...adultsWhoEs(
      'caregiverSubstanceUse',
      '¿Alguno de los adultos que le criaron tomaba demasiado alcohol o usaba drogas?',
      'Si quiere, cuéntenos más sobre cómo esas personas tomaban alcohol o usaban drogas.',
    ),
    ...adultsWhoEs('caregiverMentalIllness', '¿Alguno de ellos tenía una enfermedad mental, como depresión?', 'Si quiere, cuéntenos más sobre la salud mental de esas personas.'),
    ...adultsWhoEs('caregiverIncarceration', '¿Alguno de ellos fue a la cárcel o a la prisión mientras usted crecía?', 'Si quiere, cuéntenos más. ¿Cuántos años tenía usted?'),
    homeViolence: {
      label: 'Durante su niñez, ¿había golpes, peleas u otra violencia en su casa?',
      options: YES_NO_SKIP_ES,
    },
    homeViolenceMore: { label: 'Si quiere, cuéntenos cómo era.' },
    familyProblems: {
      label: `¿Alguien más de su familia ha tenido alguno de estos problemas? ${CHECK_ALL_ES}`,
      options: {
        'Drinking or drugs': 'Alcohol o drogas',
        'Mental illness': 'Enfermedad mental',
        Suicide: 'Suicidio',
        'Jail or prison': 'Cárcel o prisión',
        'None of these': 'Ninguno de estos',
        'Not sure': YES_NO_NOT_SURE_ES['Not sure'],
      },
    },
    familyMore: { label: '¿Qué más sobre su familia debe saber su abogado?' },
  },
};
