import type { SpanishScreen } from './screen.js';

/** No published, validated Spanish text was found to reproduce: the English questions under a Spanish title (issue 15). */
export const spanish: SpanishScreen = {
  englishOnly:
    'Looked for the Spanish translation of the ITQ from the International Trauma Consortium (https://www.traumameasuresglobal.com/itq); no text of it is stored ' +
    'here (pages and code searches for the Spanish items found only unrelated Spanish PTSD inventories such as the EGEP and CIT). The English ' +
    "page's instructions are in our own words (see ownWording in itq.screen.ts), and those would have no published Spanish to check against either. " +
    'Its questions stay in English.',
  title: 'Después de una experiencia difícil',
  description: 'Cómo le afecta ahora la experiencia que más le perturba.',
};
