/** Spanish texts of the "MentalHealth" page (issue 15). */
import type { TemplateTranslation } from '../../../templates.js';
import { CHECK_ALL_ES, SKIP_NOTE_ES, YES_NO_ES, YES_NO_NOT_SURE_ES, YES_NO_SKIP_ES, yesNoEs } from './common.js';

/** The 988 Suicide & Crisis Lifeline note, as its Spanish pages name it ("Línea 988 de Prevención del Suicidio y Crisis"). */
const CRISIS_LINE_ES =
  'Si está pensando en hacerse daño, hay ayuda ahora mismo. Llame o envíe un mensaje de texto al 988 para hablar con la Línea 988 de Prevención del Suicidio y Crisis. Es gratis y está abierta de día y de noche. Si está en la cárcel, dígaselo a alguien del personal o al enfermero o la enfermera.';

export const mentalHealthEs: TemplateTranslation = {
  title: 'Salud mental',
  description: 'La atención que ha recibido para su salud mental, y cómo se siente.',
  questions: {
    skipNote: SKIP_NOTE_ES,
    crisisLine: { label: CRISIS_LINE_ES },
    mentalHealthCare: yesNoEs('¿Alguna vez ha recibido ayuda para su salud mental, como consejería o terapia?'),
    mentalHealthDiagnoses: {
      label: `¿Alguna vez un doctor o un consejero le ha dicho que usted tiene alguno de estos? ${CHECK_ALL_ES}`,
      options: {
        Depression: 'Depresión',
        Anxiety: 'Ansiedad',
        'Bipolar disorder': 'Trastorno bipolar',
        PTSD: 'Trastorno de estrés postraumático (PTSD)',
        Schizophrenia: 'Esquizofrenia',
        ADHD: 'Déficit de atención (ADHD)',
        'Personality disorder': 'Trastorno de la personalidad',
        Other: 'Otro',
        'None of these': 'Ninguno de estos',
        'Not sure': YES_NO_NOT_SURE_ES['Not sure'],
      },
    },
    mentalHealthDiagnosesOther: { label: '¿Qué otra cosa le dijeron que tiene?' },
    mentalHealthFirstAge: { label: '¿Cuántos años tenía la primera vez que recibió ayuda?' },
    mentalHealthProviders: { label: '¿Dónde recibió ayuda, y cuándo? Escriba los lugares o las personas que recuerde.' },
    mentalHealthCareNow: yesNoEs('¿Está recibiendo atención de salud mental ahora?'),
    mentalHealthMedicine: {
      label: '¿Alguna vez ha tomado medicina para su salud mental?',
      options: { 'Yes, now': 'Sí, ahora', 'Yes, in the past': 'Sí, en el pasado', No: 'No' },
    },
    mentalHealthMedicineWhich: { label: '¿Qué medicinas? ¿Le ayudaron?' },
    mentalHealthHospital: yesNoEs('¿Alguna vez se ha quedado en un hospital por su salud mental?'),
    mentalHealthHospitalCount: { label: '¿Cuántas veces?' },
    mentalHealthHospitalWhere: { label: '¿Dónde y cuándo? Escriba lo que recuerde.' },
    suicideThoughts: {
      label: '¿Alguna vez ha pensado en matarse?',
      description: 'Si tiene estos pensamientos ahora, llame o envíe un mensaje de texto al 988.',
      options: YES_NO_SKIP_ES,
    },
    suicideThoughtsRecent: { label: '¿Ha tenido estos pensamientos en el último mes?', options: YES_NO_SKIP_ES },
    suicideAttempt: { label: '¿Alguna vez ha intentado quitarse la vida?', options: YES_NO_SKIP_ES },
    suicideAttemptCount: { label: '¿Cuántas veces?' },
    suicideAttemptAge: { label: '¿Cuántos años tenía la última vez?' },
    suicideAttemptCare: yesNoEs('¿Recibió atención después de eso?'),
    selfHarm: { label: '¿Alguna vez se ha hecho daño a propósito, como cortarse o quemarse?', options: YES_NO_SKIP_ES },
    unusualExperiences: {
      label: '¿Alguna vez ha oído o visto cosas que otras personas no podían oír ni ver?',
      options: { ...YES_NO_NOT_SURE_ES, ...YES_NO_SKIP_ES },
    },
    recentFeelings: {
      label: `En el último año, ¿ha tenido alguna de estas cosas? ${CHECK_ALL_ES}`,
      options: {
        'Feeling sad most days': 'Tristeza casi todos los días',
        'Feeling very worried or nervous': 'Mucha preocupación o nervios',
        'Trouble sleeping': 'Problemas para dormir',
        'Big mood swings': 'Cambios fuertes de humor',
        'Anger you could not control': 'Enojo que no podía controlar',
        Nightmares: 'Pesadillas',
        'Feeling numb': 'No sentir nada por dentro',
        'None of these': 'Ninguna de estas',
      },
    },
    mentalHealthCareInCustody: {
      label: '¿Ha recibido atención de salud mental en la cárcel o en la prisión?',
      options: { ...YES_NO_ES, 'I asked but did not get it': 'La pedí, pero no me la dieron', 'Does not apply': 'No aplica' },
    },
    mentalHealthMore: { label: '¿Qué más debe saber su abogado sobre su salud mental?' },
  },
};
