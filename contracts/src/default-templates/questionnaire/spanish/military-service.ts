/** Spanish texts of the "Military Service" page (issue 15). */
import type { TemplateTranslation } from '../../../templates.js';
import { YES_NO_NOT_SURE_ES, YES_NO_SKIP_ES, yesNoEs } from './common.js';

export const militaryServiceEs: TemplateTranslation = {
  title: 'Servicio militar',
  description: 'Su tiempo en las fuerzas armadas, si sirvió.',
  questions: {
    served: yesNoEs('¿Alguna vez ha servido en las fuerzas armadas?'),
    branch: {
      label: '¿En qué rama sirvió?',
      options: {
        Army: 'Ejército (Army)',
        Navy: 'Marina (Navy)',
        'Air Force': 'Fuerza Aérea (Air Force)',
        'Marine Corps': 'Infantería de Marina (Marine Corps)',
        'Coast Guard': 'Guardia Costera (Coast Guard)',
        'Space Force': 'Fuerza Espacial (Space Force)',
        'National Guard': 'Guardia Nacional (National Guard)',
        Reserves: 'Reservas (Reserves)',
      },
    },
    serviceStart: { label: '¿Cuándo entró al servicio?' },
    serviceEnd: { label: '¿Cuándo salió del servicio?', description: 'Deje esto en blanco si todavía está en servicio.' },
    rank: { label: '¿Cuál fue su rango más alto?' },
    militaryJob: { label: '¿Cuál era su trabajo en las fuerzas armadas?' },
    deployed: yesNoEs('¿Tuvo que servir en otro país o en una zona de guerra?'),
    deployedWhere: { label: '¿Dónde estuvo, y cuándo?' },
    combat: { label: '¿Estuvo en combate?', options: YES_NO_SKIP_ES },
    injuredInService: yesNoEs('¿Sufrió alguna lesión mientras servía?'),
    injuredHow: { label: '¿Cómo se lesionó?' },
    dischargeType: {
      label: '¿Qué tipo de baja recibió?',
      options: {
        Honorable: 'Honorable',
        General: 'General',
        'Other than honorable': 'Distinta a honorable (Other than honorable)',
        'Bad conduct': 'Por mala conducta (Bad conduct)',
        Dishonorable: 'Deshonrosa (Dishonorable)',
        'Still serving': 'Todavía estoy en servicio',
        'Not sure': YES_NO_NOT_SURE_ES['Not sure'],
      },
    },
    vaCare: {
      label: '¿Recibe atención médica o beneficios del VA (Departamento de Asuntos de Veteranos)?',
      options: { ...YES_NO_NOT_SURE_ES, 'I applied': 'Presenté una solicitud' },
    },
    militaryTrouble: { label: '¿Alguna vez se metió en problemas en las fuerzas armadas?', options: YES_NO_NOT_SURE_ES },
    militaryAwards: { label: '¿Recibió medallas o premios? Escriba cuáles.' },
    dischargePapers: { label: 'Sus papeles de baja (DD-214), si los tiene' },
  },
};
