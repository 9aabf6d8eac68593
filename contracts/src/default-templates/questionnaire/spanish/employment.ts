/** Spanish texts of the "Work" page (issue 15). */
import type { QuestionTranslation, TemplateTranslation } from '../../../templates.js';
import { JOB_SLOTS } from '../employment.js';
import { slotKey } from '../slots.js';
import { anotherEs, yesNoEs } from './common.js';

/** The texts of job slot n, as the English page's `job(slot)` (its "another?" question from slot 2). */
function job(slot: number): [string, QuestionTranslation][] {
  const key = (field: string) => slotKey('job', slot, field);
  const which = `Trabajo ${slot}`;
  return [
    ...anotherEs(slot, key('add'), '¿Quiere agregar otro trabajo?'),
    [key('employer'), { label: `${which}: ¿Dónde trabajó?` }],
    [key('title'), { label: `${which}: ¿Qué hacía allí?` }],
    [key('start'), { label: `${which}: ¿Cuándo empezó?`, description: 'Si no sabe el día, escoja el primer día del mes.' }],
    [key('end'), { label: `${which}: ¿Cuándo dejó de trabajar allí?`, description: 'Deje esto en blanco si todavía trabaja allí.' }],
    [
      key('hours'),
      {
        label: `${which}: ¿Era de tiempo completo o de medio tiempo?`,
        options: { 'Full time': 'Tiempo completo', 'Part time': 'Medio tiempo', 'It changed': 'Fue cambiando' },
      },
    ],
    [
      key('whyLeft'),
      {
        label: `${which}: ¿Por qué dejó ese trabajo?`,
        options: {
          'I still work there': 'Todavía trabajo allí',
          'Found a better job': 'Encontré un trabajo mejor',
          'I quit': 'Renuncié',
          'Laid off': 'Recorte de personal (laid off)',
          Fired: 'Me despidieron',
          'The job ended': 'El trabajo se terminó',
          'I was locked up': 'Me encarcelaron',
          'Health problems': 'Problemas de salud',
          'I moved': 'Me mudé',
          Other: 'Otra razón',
        },
      },
    ],
    [key('boss'), { label: `${which}: ¿Cómo se llamaba su jefe o jefa, si se acuerda?` }],
  ];
}

export const employmentEs: TemplateTranslation = {
  title: 'Trabajo',
  description: 'Los trabajos que ha tenido y las cosas que sabe hacer.',
  questions: {
    workingWhenCaseBegan: {
      label: '¿Estaba trabajando cuando empezó este caso?',
      options: { 'Yes, full time': 'Sí, tiempo completo', 'Yes, part time': 'Sí, medio tiempo', No: 'No' },
    },
    everWorked: yesNoEs('¿Alguna vez ha tenido un trabajo?', { description: 'Cuente cualquier trabajo por el que le pagaron, aunque fuera en efectivo.' }),
    firstJobAge: { label: '¿Cuántos años tenía cuando consiguió su primer trabajo?' },
    longestJob: { label: '¿En qué trabajo duró más tiempo? ¿Cuánto tiempo estuvo allí?' },
    ...Object.fromEntries(Array.from({ length: JOB_SLOTS }, (_, index) => job(index + 1)).flat()),
    cashWork: yesNoEs('¿Ha hecho trabajos por dinero en efectivo, como cuidar jardines, arreglar carros o peinar?'),
    skills: {
      label: '¿Qué sabe hacer bien?',
      description: 'Por ejemplo, sabe cocinar, construir, arreglar carros, cuidar a personas o usar una computadora.',
    },
    workBarriers: {
      label: '¿Algo le ha hecho difícil conseguir o mantener un trabajo? Marque todas las que correspondan.',
      options: {
        'Health problems': 'Problemas de salud',
        'No ride to work': 'No tener cómo llegar al trabajo',
        'No child care': 'No tener quién cuide a los niños',
        'A record': 'Tener antecedentes penales (récord)',
        'Drinking or drugs': 'El alcohol o las drogas',
        'No ID or papers': 'No tener identificación o papeles',
        'Not enough school': 'No tener suficientes estudios',
        Nothing: 'Nada',
        Other: 'Otra cosa',
      },
    },
    incomeSources: {
      label: '¿De dónde viene su dinero ahora? Marque todas las que correspondan.',
      options: {
        'A job': 'Un trabajo',
        'Family or friends': 'Familia o amistades',
        'SSI or SSDI': 'SSI o SSDI',
        'Food stamps (SNAP)': 'Cupones de alimentos (SNAP)',
        Unemployment: 'Beneficios de desempleo',
        'Child support': 'Manutención de los hijos (child support)',
        None: 'Ninguna',
        Other: 'Otra',
      },
    },
  },
};
