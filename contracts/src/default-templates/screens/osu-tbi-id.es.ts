import type { SpanishScreen } from './screen.js';

/** No published, validated Spanish text was found to reproduce: the English questions under a Spanish title (issue 15). */
export const spanish: SpanishScreen = {
  englishOnly:
    'Looked for a Spanish OSU TBI-ID (Ohio State University) on the PhenX, NINDS CDE and OSU pages in the pages corpus and ' +
    'in the code index: none is stored, and the NINDS CDE page says the form may be used "as long as no changes are made to the provided ' +
    'version". Its questions stay in English.',
  title: 'Lesiones en la cabeza o el cuello',
  description: 'Preguntas sobre cualquier lesión en la cabeza o el cuello a lo largo de su vida, y lo que ocurrió con cada una.',
};
