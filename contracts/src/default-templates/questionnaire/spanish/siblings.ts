/** Spanish texts of the "Brothers and Sisters" page (issue 15). */
import type { QuestionTranslation, TemplateTranslation } from '../../../templates.js';
import { SIBLING_SLOTS } from '../siblings.js';
import { slotKey } from '../slots.js';
import { anotherEs, yesNoEs } from './common.js';

/** Slot n's texts, as the English page's `sibling(n)` (with slot n's "another?" question, n > 1). */
function siblingEs(slot: number): [string, QuestionTranslation][] {
  const key = (field: string) => slotKey('sibling', slot, field);
  const who = `Hermano o hermana ${slot}`;
  const another = anotherEs(slot, key('add'), '¿Quiere agregar otro hermano o hermana?');
  return [
    ...another,
    [key('name'), { label: `${who}: ¿Cómo se llama?` }],
    [
      key('relation'),
      {
        label: `${who}: ¿Qué tipo de hermanos son?`,
        options: {
          'Same mother and father': 'De la misma madre y el mismo padre',
          'Same mother only': 'Solo de la misma madre',
          'Same father only': 'Solo del mismo padre',
          'Stepbrother or stepsister': 'Hermanastro o hermanastra',
          Adopted: 'Adoptivo(a)',
          Foster: 'De crianza (foster)',
        },
      },
    ],
    [key('age'), { label: `${who}: ¿Qué edad tiene? Si ya murió, ¿qué edad tenía?` }],
    [key('grewUpTogether'), yesNoEs(`${who}: ¿Crecieron en la misma casa?`)],
    [
      key('contact'),
      {
        label: `${who}: ¿Qué tan seguido hablan ahora?`,
        options: { Often: 'Con frecuencia', Sometimes: 'A veces', Rarely: 'Casi nunca', Never: 'Nunca', 'They have died': 'Ya murió' },
      },
    ],
  ];
}

export const siblingsEs: TemplateTranslation = {
  title: 'Hermanos y hermanas',
  description: 'Sus hermanos y hermanas, y cómo se lleva con ellos.',
  questions: {
    hasSiblings: yesNoEs('¿Tiene hermanos o hermanas?', {
      description: 'Cuente también a sus medios hermanos, hermanastros y hermanos adoptivos o de crianza (foster).',
    }),
    siblingCount: { label: '¿Cuántos hermanos y hermanas tiene?' },
    birthOrder: {
      label: '¿Es usted mayor que todos sus hermanos, menor que todos o está en medio?',
      options: { Oldest: 'Mayor que todos', 'In the middle': 'En medio', Youngest: 'Menor que todos' },
    },
    ...Object.fromEntries(Array.from({ length: SIBLING_SLOTS }, (_, index) => siblingEs(index + 1)).flat()),
    siblingsMore: { label: '¿Qué más quiere contarnos sobre sus hermanos y hermanas?' },
  },
};
