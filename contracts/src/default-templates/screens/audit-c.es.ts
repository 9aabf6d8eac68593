import type { SpanishScreen } from './screen.js';

/** No published, validated Spanish text was found to reproduce: the English questions under a Spanish title (issue 15). */
export const spanish: SpanishScreen = {
  englishOnly:
    'The WHO AUDIT has a published Spanish version (Babor, Higgins-Biddle, Saunders, Monteiro, AUDIT: Cuestionario de Identificación de los ' +
    'Trastornos debidos al Consumo de Alcohol, WHO/MSD/MSB/01.6a, Spanish edition with the Conselleria de Benestar Social, Generalitat Valenciana), seen in the pages corpus ' +
    '(https://es.slideshare.net/Marlot12/manual-del-cuestionario-de-identificacion-de-los-trastornos-debidos-al-consumo-de-alcohol and a ' +
    "scribd copy of its questions, https://es.scribd.com/document/792336444/CUESTIONARIO-AUDIT-calificacion). Its first three questions are not this page's: this page asks the VA's AUDIT-C wording (\"in the past " +
    'year", 0, 1, or 2 drinks, and 6 or more drinks for men but 4 or more for women and everyone 65 and older), while the WHO Spanish asks ' +
    '"6 o más bebidas alcohólicas en un solo día" of everyone and starts question 2 at "1 o 2". No Spanish of the VA wording was found. Its ' +
    'questions stay in English.',
  title: 'Alcohol',
  description: 'Tres preguntas sobre con qué frecuencia y cuánto alcohol bebió en el último año.',
};
