/** Spanish texts of the "SubstanceUse" page (issue 15). */
import type { QuestionTranslation, TemplateTranslation } from '../../../templates.js';
import { SUBSTANCES } from '../substance-use.js';
import { CHECK_ALL_ES, SKIP_NOTE_ES, YES_NO_NOT_SURE_ES, YES_NO_SKIP_ES, yesNoEs } from './common.js';

/** The Spanish of the English page's substances (`SUBSTANCES`), by their keys' prefix: the check box's option and the words for it in a question. */
const SUBSTANCES_ES: Record<(typeof SUBSTANCES)[number]['key'], { optionEs: string; words: string }> = {
  alcohol: { optionEs: 'Alcohol', words: 'alcohol' },
  marijuana: { optionEs: 'Marihuana', words: 'marihuana' },
  cocaine: { optionEs: 'Cocaína o crack', words: 'cocaína o crack' },
  meth: { optionEs: 'Metanfetamina (meth, cristal)', words: 'metanfetamina (meth)' },
  heroin: { optionEs: 'Heroína o fentanilo', words: 'heroína o fentanilo' },
  painPills: { optionEs: 'Pastillas para el dolor que no le recetaron a usted', words: 'pastillas para el dolor que no eran suyas' },
  sedatives: { optionEs: 'Pastillas para dormir o para los nervios que no le recetaron a usted', words: 'pastillas para dormir o para los nervios que no eran suyas' },
  hallucinogens: { optionEs: 'LSD, hongos u otros alucinógenos', words: 'LSD, hongos o drogas parecidas' },
  inhalants: { optionEs: 'Inhalantes, como pegamento o pintura', words: 'cosas que se inhalan para drogarse, como pegamento' },
};

/** Age of first use and last use of one substance, as the English page's `substanceQuestions`. */
const substanceQuestionsEs = ({ key }: (typeof SUBSTANCES)[number]): [string, QuestionTranslation][] => [
  [`${key}FirstAge`, { label: `¿Cuántos años tenía la primera vez que usó ${SUBSTANCES_ES[key].words}?` }],
  [
    `${key}LastUse`,
    {
      label: `¿Cuándo fue la última vez que usó ${SUBSTANCES_ES[key].words}?`,
      options: { 'In the past month': 'En el último mes', 'In the past year': 'En el último año', 'More than a year ago': 'Hace más de un año' },
    },
  ],
];

export const substanceUseEs: TemplateTranslation = {
  title: 'Alcohol y drogas',
  description: 'El uso de alcohol y drogas a lo largo de su vida, y cualquier ayuda que haya recibido.',
  questions: {
    skipNote: SKIP_NOTE_ES,
    substanceUseIntro: { label: 'Muchas personas han usado alcohol o drogas. Sus respuestas ayudan a su abogado a entender su vida.' },
    substancesUsed: {
      label: `¿Cuáles de estas ha usado alguna vez? ${CHECK_ALL_ES}`,
      options: {
        ...Object.fromEntries(SUBSTANCES.map(({ option, key }) => [option, SUBSTANCES_ES[key].optionEs])),
        Other: 'Otra',
        'None of these': 'Ninguna de estas',
      },
    },
    ...Object.fromEntries(SUBSTANCES.flatMap(substanceQuestionsEs)),
    otherSubstance: { label: '¿Qué otra cosa ha usado?' },
    otherSubstanceFirstAge: { label: '¿Cuántos años tenía la primera vez que usó eso?' },
    injected: { label: '¿Alguna vez se ha inyectado drogas con una aguja?', options: YES_NO_SKIP_ES },
    overdose: { label: '¿Alguna vez ha tenido una sobredosis?', options: { ...YES_NO_NOT_SURE_ES, ...YES_NO_SKIP_ES } },
    overdoseCount: { label: '¿Cuántas veces?' },
    substanceProblems: {
      label: `¿Alguna vez tomar alcohol o usar drogas le causó alguna de estas cosas? ${CHECK_ALL_ES}`,
      options: {
        'Trouble at work or school': 'Problemas en el trabajo o en la escuela',
        'Trouble with family': 'Problemas con la familia',
        'Money problems': 'Problemas de dinero',
        'Health problems': 'Problemas de salud',
        Arrests: 'Arrestos',
        'Feeling sick when you stopped': 'Sentirse mal al dejar de usar',
        'None of these': 'Ninguna de estas',
      },
    },
    longestSober: { label: '¿Cuál es el tiempo más largo que ha pasado sin usar alcohol ni drogas?' },
    substanceTreatment: yesNoEs('¿Alguna vez ha recibido tratamiento por el uso de alcohol o drogas?'),
    substanceTreatmentKinds: {
      label: `¿Qué tipo de tratamiento? ${CHECK_ALL_ES}`,
      options: {
        Detox: 'Desintoxicación (detox)',
        Outpatient: 'Ambulatorio (sin quedarse a vivir ahí)',
        'Inpatient or live-in': 'Internado o viviendo ahí',
        'Medicine like methadone or Suboxone': 'Medicina como metadona o Suboxone',
        'AA or NA meetings': 'Reuniones de AA o NA',
        'A program in jail or prison': 'Un programa en la cárcel o en la prisión',
        Other: 'Otro',
      },
    },
    substanceTreatmentWhere: { label: '¿Dónde y cuándo? ¿Lo terminó?' },
    substanceTreatmentHelped: { label: '¿Le ayudó el tratamiento?', options: { Yes: 'Sí', Some: 'Un poco', No: 'No' } },
    wantsTreatment: { label: '¿Le gustaría recibir ayuda con el alcohol o las drogas ahora?', options: YES_NO_NOT_SURE_ES },
    substanceUseMore: { label: '¿Qué más debe saber su abogado sobre el alcohol o las drogas?' },
  },
};
