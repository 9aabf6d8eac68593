/** Spanish texts of the "CriminalHistory" page (issue 15). */
import type { QuestionTranslation, TemplateTranslation } from '../../../templates.js';
import { ARREST_SLOTS } from '../criminal-history.js';
import { slotKey } from '../slots.js';
import { anotherEs, CHECK_ALL_ES, SKIP_NOTE_ES, YES_NO_ES, YES_NO_NOT_SURE_ES, YES_NO_SKIP_ES, yesNoEs } from './common.js';

/** The questions of arrest slot n, as the English page's `arrest(slot)`. */
function arrestEs(slot: number): [string, QuestionTranslation][] {
  const key = (field: string) => slotKey('arrest', slot, field);
  const which = `Arresto ${slot}`;
  return [
    ...anotherEs(slot, key('add'), '¿Quiere agregar otro arresto?'),
    [key('year'), { label: `${which}: ¿En qué año fue?` }],
    [key('place'), { label: `${which}: ¿En qué ciudad y estado fue?` }],
    [key('charge'), { label: `${which}: ¿Cuál fue el cargo?` }],
    [
      key('outcome'),
      {
        label: `${which}: ¿Qué pasó en la corte?`,
        options: {
          Dropped: 'Retiraron los cargos',
          'Found not guilty': 'Me declararon no culpable',
          'A program or diversion': 'Un programa o desvío (diversion)',
          'A fine': 'Una multa',
          Probation: 'Libertad a prueba (probation)',
          Jail: 'Cárcel',
          Prison: 'Prisión',
          'Still open': 'El caso sigue abierto',
          'Not sure': YES_NO_NOT_SURE_ES['Not sure'],
        },
      },
    ],
    [key('timeServed'), { label: `${which}: ¿Cuánto tiempo pasó en la cárcel o en la prisión, si pasó algo de tiempo?` }],
  ];
}

export const criminalHistoryEs: TemplateTranslation = {
  title: 'Arrestos y casos en la corte del pasado',
  description: 'Arrestos, casos en la corte y tiempo en la cárcel o en la prisión en el pasado, desde que era joven hasta ahora.',
  questions: {
    skipNote: SKIP_NOTE_ES,
    criminalHistoryIntro: { label: 'Esta página es sobre el pasado. Por favor, no escriba sobre su caso de ahora.' },
    juvenileArrest: {
      label: 'Antes de cumplir 18 años, ¿alguna vez tuvo un arresto o un caso en la corte de menores?',
      options: YES_NO_NOT_SURE_ES,
    },
    juvenileFirstAge: { label: '¿Cuántos años tenía la primera vez?' },
    juvenileDetention: yesNoEs('¿Alguna vez estuvo en un centro de detención de menores?'),
    juvenileDetentionTime: { label: 'Más o menos, ¿cuánto tiempo estuvo ahí, en total?' },
    juvenileProbation: yesNoEs('¿Alguna vez estuvo en libertad a prueba (probation) de menores?'),
    juvenilePrograms: { label: '¿La corte le ordenó ir a algún programa? ¿A cuáles?' },
    chargedAsAdult: { label: '¿Alguna vez le pusieron cargos como adulto antes de cumplir 18 años?', options: YES_NO_NOT_SURE_ES },
    adultArrest: { label: 'Desde que cumplió 18 años, ¿tuvo algún arresto antes de este caso?', options: YES_NO_NOT_SURE_ES },
    adultArrestCount: { label: 'Más o menos, ¿cuántas veces?' },
    arrestsIntro: { label: 'Por favor, haga una lista de sus arrestos del pasado. Empiece con el último.' },
    ...Object.fromEntries(Array.from({ length: ARREST_SLOTS }, (_, index) => arrestEs(index + 1)).flat()),
    everLockedUp: yesNoEs('¿Alguna vez ha pasado tiempo en la cárcel o en la prisión?'),
    lockedUpWhere: { label: '¿Dónde, y por cuánto tiempo?' },
    lockedUpPrograms: {
      label: `Mientras estaba en la cárcel o en la prisión, ¿hizo alguna de estas cosas? ${CHECK_ALL_ES}`,
      options: {
        'School or GED classes': 'Clases de escuela o de GED',
        'Job training': 'Capacitación para el trabajo',
        'A job': 'Un trabajo',
        'Drug or alcohol treatment': 'Tratamiento para drogas o alcohol',
        Counseling: 'Consejería',
        'Faith programs': 'Programas religiosos',
        'None of these': 'Ninguna de estas',
      },
    },
    lockedUpWriteUps: {
      label: '¿Recibió reportes de mala conducta (write-ups) mientras estaba en la cárcel o en la prisión?',
      options: { None: 'Ninguno', 'A few': 'Algunos', Many: 'Muchos', 'Prefer not to say': YES_NO_SKIP_ES['Prefer not to say'] },
    },
    solitary: yesNoEs('¿Alguna vez tuvo que estar a solas en una celda, como en aislamiento o en el hoyo?'),
    solitaryLongest: { label: '¿Cuál es el tiempo más largo que estuvo a solas?' },
    supervision: { label: '¿Alguna vez ha estado en libertad a prueba (probation) o en libertad condicional (parole)?', options: YES_NO_NOT_SURE_ES },
    supervisionFinished: {
      label: '¿La terminó?',
      options: { ...YES_NO_ES, 'I am still on it': 'Todavía la estoy cumpliendo' },
    },
    criminalHistoryMore: { label: '¿Qué más sobre su pasado debe saber su abogado?' },
  },
};
