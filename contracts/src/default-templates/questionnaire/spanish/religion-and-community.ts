/** Spanish texts of the "Faith and Community" page (issue 15). */
import type { TemplateTranslation } from '../../../templates.js';
import { YES_NO_SKIP_ES, yesNoEs } from './common.js';

export const religionAndCommunityEs: TemplateTranslation = {
  title: 'Fe y comunidad',
  description: 'Su fe, y los grupos y las personas que le rodean.',
  questions: {
    faith: { label: '¿Tiene una religión o fe?', options: YES_NO_SKIP_ES },
    faithWhich: { label: '¿Cuál es su religión o fe?' },
    faithServices: {
      label: '¿Qué tan seguido va a servicios religiosos?',
      options: {
        'Every week': 'Cada semana',
        'Every month': 'Cada mes',
        'A few times a year': 'Unas pocas veces al año',
        Rarely: 'Casi nunca',
        Never: 'Nunca',
      },
    },
    faithLeader: { label: '¿Hay un líder de su fe que le conozca bien? ¿Cómo se llama?' },
    faithMeaning: { label: '¿Qué significa su fe para usted?' },
    communityGroups: {
      label: '¿Es parte de alguno de estos? Marque todo lo que corresponda.',
      options: {
        'A church, mosque, temple or other faith group': 'Una iglesia, mezquita, templo u otro grupo religioso',
        'A sports team': 'Un equipo deportivo',
        'A club or neighborhood group': 'Un club o grupo del vecindario',
        'A support group like AA or NA': 'Un grupo de apoyo como AA o NA',
        'A union': 'Un sindicato',
        'A youth group': 'Un grupo de jóvenes',
        Other: 'Otro',
        'None of these': 'Ninguno de estos',
      },
    },
    volunteered: yesNoEs('¿Alguna vez ha ayudado en su comunidad sin recibir pago?'),
    volunteeredWhat: { label: '¿Qué hizo?' },
    communityPeople: {
      label: '¿Quién en su comunidad le conoce bien?',
      description: 'Por ejemplo, un entrenador, un maestro, un pastor, un vecino o un jefe.',
    },
  },
};
