/** Spanish texts of the "Education" page (issue 15). */
import type { QuestionTranslation, TemplateTranslation } from '../../../templates.js';
import { SCHOOL_SLOTS } from '../education.js';
import { slotKey } from '../slots.js';
import { anotherEs, CHECK_ALL_ES, YES_NO_NOT_SURE_ES, yesNoEs } from './common.js';

/** The questions of school slot n, as the English page's `school(slot)`. */
function schoolEs(slot: number): [string, QuestionTranslation][] {
  const key = (field: string) => slotKey('school', slot, field);
  const which = `Escuela ${slot}`;
  return [
    ...anotherEs(slot, key('add'), '¿Quiere agregar otra escuela?'),
    [key('name'), { label: `${which}: ¿Cómo se llamaba la escuela?` }],
    [
      key('kind'),
      {
        label: `${which}: ¿Qué tipo de escuela era?`,
        options: {
          'Grade school': 'Escuela primaria',
          'Middle school': 'Escuela intermedia (middle school)',
          'High school': 'Escuela secundaria (high school)',
          'Alternative school': 'Escuela alternativa',
          'School in detention': 'Escuela en un centro de detención',
          'Trade school': 'Escuela de oficios',
          College: 'Universidad',
          Other: 'Otra',
        },
      },
    ],
    [key('place'), { label: `${which}: ¿En qué ciudad y estado estaba?` }],
    [key('grades'), { label: `${which}: ¿En qué grados o años fue a esa escuela?` }],
  ];
}

export const educationEs: TemplateTranslation = {
  title: 'Escuela',
  description: 'Las escuelas a las que fue y cómo le fue en la escuela.',
  questions: {
    highestLevel: {
      label: '¿Cuál es el último grado o título que terminó?',
      options: {
        None: 'Ninguno',
        'Some grade school': 'Parte de la escuela primaria',
        'Some middle school': 'Parte de la escuela intermedia (middle school)',
        'Some high school': 'Parte de la escuela secundaria (high school)',
        'High school diploma or GED': 'Diploma de secundaria (high school) o GED',
        'Trade or technical school': 'Escuela de oficios o escuela técnica',
        'Some college': 'Parte de la universidad',
        'College degree': 'Título universitario',
        'Graduate degree': 'Título de posgrado (maestría o doctorado)',
      },
    },
    diplomaOrGed: {
      label: '¿Obtuvo un diploma de secundaria (high school) o un GED?',
      options: { Diploma: 'Diploma', GED: 'GED', Neither: 'Ninguno', 'Working on it now': 'Estoy estudiando para eso ahora' },
    },
    gedWhere: { label: '¿Dónde y cuándo obtuvo su GED?' },
    leftSchoolAge: { label: '¿Cuántos años tenía cuando dejó de ir a la escuela?' },
    leftSchoolWhy: {
      label: `¿Por qué dejó de ir a la escuela? ${CHECK_ALL_ES}`,
      options: {
        'I finished': 'Terminé',
        'I had to work': 'Tuve que trabajar',
        'I became a parent': 'Tuve un hijo o una hija',
        'I was kicked out': 'Me sacaron de la escuela',
        'I moved too much': 'Me mudaba demasiado',
        'I was locked up': 'Me encerraron',
        'Problems at home': 'Problemas en casa',
        'School was too hard': 'La escuela era muy difícil',
        'I was bullied': 'Sufría acoso (bullying)',
        Other: 'Otra razón',
      },
    },
    leftSchoolWhyOther: { label: '¿Qué otra cosa hizo que dejara la escuela?' },
    repeatedGrade: yesNoEs('¿Alguna vez tuvo que repetir un grado?'),
    repeatedWhich: { label: '¿Qué grados repitió?' },
    specialEducation: { label: '¿Alguna vez estuvo en clases de educación especial?', options: YES_NO_NOT_SURE_ES },
    specialEducationWhy: { label: '¿Para qué eran las clases, si lo sabe?' },
    iep: {
      label: '¿Tenía un IEP o un plan 504 en la escuela?',
      description: 'Son planes escritos para ayudar a un estudiante que aprende de otra manera o que tiene una necesidad de salud.',
      options: YES_NO_NOT_SURE_ES,
    },
    learningProblems: {
      label: `¿Tuvo alguno de estos problemas en la escuela? ${CHECK_ALL_ES}`,
      options: {
        'Trouble reading': 'Dificultad para leer',
        'Trouble with math': 'Dificultad con las matemáticas',
        'Trouble paying attention': 'Dificultad para poner atención',
        'Trouble sitting still': 'Dificultad para quedarse quieto(a)',
        'Trouble hearing or seeing': 'Dificultad para oír o ver',
        'Trouble speaking': 'Dificultad para hablar',
        'None of these': 'Ninguno de estos',
      },
    },
    learningDiagnoses: {
      label: `¿Alguna vez un doctor o una escuela dijo que usted tenía alguno de estos? ${CHECK_ALL_ES}`,
      options: {
        'ADHD or ADD': 'ADHD o ADD (déficit de atención)',
        'A learning disability': 'Una discapacidad del aprendizaje',
        Dyslexia: 'Dislexia',
        'Intellectual disability': 'Discapacidad intelectual',
        Autism: 'Autismo',
        'None of these': 'Ninguno de estos',
        'Not sure': YES_NO_NOT_SURE_ES['Not sure'],
      },
    },
    schoolTested: {
      label: '¿Alguna vez la escuela le hizo pruebas para ver cómo aprende, como una prueba de IQ (inteligencia)?',
      options: YES_NO_NOT_SURE_ES,
    },
    suspended: {
      label: '¿Alguna vez tuvo una suspensión o una expulsión de la escuela?',
      options: { Suspended: 'Suspensión', Expelled: 'Expulsión', Both: 'Las dos', Neither: 'Ninguna' },
    },
    suspendedWhy: { label: '¿Por qué fue, según lo que recuerda?' },
    bullied: yesNoEs('¿Sufrió acoso (bullying) en la escuela?'),
    likedBest: { label: '¿Qué era lo que más le gustaba de la escuela?' },
    schoolsIntro: { label: 'Por favor, haga una lista de las escuelas a las que fue. Empiece con la última.' },
    ...Object.fromEntries(Array.from({ length: SCHOOL_SLOTS }, (_, index) => schoolEs(index + 1)).flat()),
    training: {
      label: `¿Tiene alguna capacitación para el trabajo o alguna licencia? ${CHECK_ALL_ES}`,
      options: {
        'Job training certificate': 'Certificado de capacitación para el trabajo',
        'Trade license': 'Licencia de oficio',
        'Military training': 'Entrenamiento militar',
        "Commercial driver's license (CDL)": 'Licencia de conducir comercial (CDL)',
        Other: 'Otra',
      },
    },
    otherTraining: { label: '¿Qué otra capacitación tiene?' },
  },
};
