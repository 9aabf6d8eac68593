import type { SpanishScreen } from './screen.js';

/** No published, validated Spanish text was found to reproduce: the English questions under a Spanish title (issue 15). */
export const spanish: SpanishScreen = {
  englishOnly:
    "Looked for a Spanish K6 from Kessler's NCS site (https://www.hcp.med.harvard.edu/ncs/k6_scales.php; its PDFs are not stored here) or a validated Spanish " +
    'K6/K10 reproduced in full. Not found here: the pages corpus has only validation papers on the K10 (Argentina: Brenlla & Aranguren 2010; ' +
    'older adults in Spain: Sánchez-Moreno et al., Gac Sanit 2025) without the item text; the code index has only self-described machine ' +
    'translations (one marked "AI translation ... unverified", code index read_file id 57049623886) and paraphrased K10 items (ids 58977323979, ' +
    '53265419315). No published Spanish text of the K6 was read, so its questions stay in English.',
  title: 'Cómo se ha sentido este mes',
  description: 'Seis preguntas sobre con qué frecuencia se ha sentido nervioso(a), sin esperanza o decaído(a) en los últimos 30 días.',
};
