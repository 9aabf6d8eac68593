/** Spanish texts of the "Your Goals and Plans" page (issue 15). */
import type { TemplateTranslation } from '../../../templates.js';
import { YES_NO_ES } from './common.js';

export const goalsAndPlansEs: TemplateTranslation = {
  title: 'Sus metas y planes',
  description: 'Lo que quiere para su futuro, y quién le ayudará.',
  questions: {
    goalsThisYear: { label: '¿Qué quiere hacer en el próximo año?' },
    goalsFiveYears: { label: '¿Dónde quiere estar en cinco años?' },
    workGoal: { label: '¿Qué tipo de trabajo le gustaría hacer?' },
    schoolGoal: {
      label: '¿Le gustaría volver a la escuela o recibir capacitación para un trabajo?',
      options: { ...YES_NO_ES, Maybe: 'Tal vez' },
    },
    schoolGoalWhat: { label: '¿Qué le gustaría aprender?' },
    livePlan: { label: 'Si sale libre, ¿dónde va a vivir?' },
    helpers: { label: '¿Quién le ayudará a alcanzar sus metas?' },
    willingPrograms: {
      label: '¿Participaría en alguno de estos? Marque todo lo que corresponda.',
      options: {
        Counseling: 'Consejería',
        'Drug or alcohol treatment': 'Tratamiento para drogas o alcohol',
        'Mental health care': 'Atención de salud mental',
        'Job training': 'Capacitación para el trabajo',
        'School or GED classes': 'Escuela o clases de GED',
        'Parenting classes': 'Clases para padres',
        'Anger management': 'Manejo de la ira',
        'Community service': 'Servicio comunitario',
      },
    },
    goalBarriers: { label: '¿Qué podría hacer difícil alcanzar sus metas?' },
    tellTheJudge: {
      label: 'Si pudiera decirle una cosa al juez sobre usted, ¿qué le diría?',
      description: 'Escriba sobre quién es usted. No escriba sobre lo que pasó en su caso.',
    },
  },
};
