/** Spanish texts of the "Your Case Now" page (issue 15). */
import type { TemplateTranslation } from '../../../templates.js';
import { YES_NO_NOT_SURE_ES, yesNoEs } from './common.js';

const NOT_SURE = YES_NO_NOT_SURE_ES['Not sure'];

export const currentCaseEs: TemplateTranslation = {
  title: 'Su caso ahora',
  description: 'Algunos datos sobre su caso, según lo que usted entiende.',
  questions: {
    currentCaseIntro: {
      label: 'Esta página es sobre su caso ahora. Por favor, no escriba sobre lo que pasó. Su abogado hablará con usted sobre eso.',
    },
    attorneyName: { label: '¿Cómo se llama su abogado?' },
    attorneyType: {
      label: '¿Qué tipo de abogado tiene?',
      options: {
        'Public defender': 'Defensor público',
        'Lawyer named by the court': 'Abogado nombrado por la corte',
        'Lawyer I or my family hired': 'Abogado contratado por mí o por mi familia',
        'Not sure': NOT_SURE,
      },
    },
    court: {
      label: '¿En qué corte está su caso?',
      description: 'Por ejemplo, la corte del condado o la corte federal. Si no lo sabe, escriba "no sé".',
    },
    courtSystem: { label: '¿Es un caso estatal o un caso federal?', options: { State: 'Estatal', Federal: 'Federal', 'Not sure': NOT_SURE } },
    caseNumber: { label: '¿Cuál es el número de su caso, si lo sabe?' },
    chargesUnderstood: {
      label: '¿Cuáles son los cargos en su contra, según lo que usted entiende?',
      description: 'Solo escriba los nombres de los cargos. No escriba sobre lo que pasó.',
    },
    nextCourtDate: { label: '¿Cuándo es su próxima fecha en la corte, si la sabe?' },
    custodyStatus: {
      label: '¿Dónde está ahora?',
      options: {
        'In jail or prison': 'En la cárcel o en prisión',
        'Out on bail or bond': 'Libre bajo fianza',
        'Out without bail': 'Libre sin fianza',
        Other: 'Otro lugar',
      },
    },
    facility: { label: '¿Cómo se llama la cárcel o prisión?' },
    inmateNumber: { label: '¿Cuál es su número de identificación (ID) allí?' },
    custodySince: { label: '¿Cuándo entró esta vez?' },
    releaseRules: {
      label: '¿Qué reglas tiene que seguir mientras está en libertad? Marque todas las que correspondan.',
      options: {
        'Ankle monitor': 'Monitor en el tobillo',
        Curfew: 'Toque de queda (hora para estar en casa)',
        'Drug or alcohol tests': 'Pruebas de drogas o alcohol',
        'Check in with an officer': 'Reportarse con un oficial',
        'Stay away from a person or place': 'No acercarse a una persona o a un lugar',
        'Stay in the state': 'No salir del estado',
        Other: 'Otra',
        None: 'Ninguna',
      },
    },
    onSupervision: {
      label: '¿Está en libertad a prueba o en libertad condicional ahora?',
      options: { Probation: 'Libertad a prueba', Parole: 'Libertad condicional', No: 'No', 'Not sure': NOT_SURE },
    },
    otherOpenCases: yesNoEs('¿Tiene otros casos abiertos?'),
    otherCasesWhere: { label: '¿En qué cortes están?' },
    caseWorries: { label: '¿Qué es lo que más le preocupa ahora?', description: 'Por ejemplo, su familia, su trabajo, su casa o su salud.' },
    questionsForLawyer: { label: '¿Qué preguntas tiene para su abogado?' },
  },
};
