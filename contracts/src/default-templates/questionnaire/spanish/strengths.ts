/** Spanish texts of the "Your Strengths" page (issue 15). */
import type { TemplateTranslation } from '../../../templates.js';
import { yesNoEs } from './common.js';

export const strengthsEs: TemplateTranslation = {
  title: 'Sus fortalezas',
  description: 'Lo que sabe hacer bien, lo que le enorgullece y el bien que ha hecho.',
  questions: {
    strengthWords: {
      label: '¿Cuáles de estas cosas le describen? Marque todo lo que corresponda.',
      options: {
        'Hard worker': 'Trabajo duro',
        'Good with kids': 'Me llevo bien con los niños',
        'Good with my hands': 'Soy hábil con las manos',
        Creative: 'Soy creativo(a)',
        Funny: 'Hago reír a la gente',
        Caring: 'Me preocupo por los demás',
        Loyal: 'Soy leal',
        'Good cook': 'Cocino bien',
        'Good at sports': 'Soy bueno(a) para los deportes',
        'Good listener': 'Sé escuchar',
      },
    },
    proudOf: { label: '¿Qué es lo que más le enorgullece?' },
    goodAt: { label: '¿Qué sabe hacer bien?' },
    helpedSomeone: { label: 'Cuéntenos de una vez que usted ayudó a alguien.' },
    awards: { label: 'Anote los premios que ha ganado, en la escuela, en el trabajo o en cualquier otro lugar.' },
    freeTime: { label: '¿Qué le gusta hacer en su tiempo libre?' },
    caredForFamily: yesNoEs('¿Alguna vez ha cuidado a un familiar enfermo o mayor?'),
    caredForFamilyWho: { label: '¿A quién cuidó? ¿Qué hacía para ayudar?' },
    othersSay: { label: '¿Qué cosas buenas dirían de usted su familia o sus amigos?' },
    goodChanges: { label: '¿Qué cambios buenos ha hecho en su vida?' },
  },
};
