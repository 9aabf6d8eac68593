import type { SpanishScreen } from './screen.js';

/** No published, validated Spanish text was found to reproduce: the English questions under a Spanish title (issue 15). */
export const spanish: SpanishScreen = {
  englishOnly:
    'A Spanish adaptation exists: J. Sanz, M. P. García-Vera, P. Altungy, B. Reguera, R. Navarro, C. Gesteira, N. Morán and J. M. Shultz, ' +
    'Universidad Complutense de Madrid, 2016, printed in a Spanish guide for victims of terrorism published at epavt.org (pages corpus, ' +
    "https://epavt.org/guia_esp/files/assets/basic-html/page-17.html; the English edition, page-16.html, names the adaptation). Only the guide's " +
    'page 17 was found (items 7 to 20 and its scoring note); page 16, with the instruction, the stem, the five answer headings and items 1 to 6, ' +
    "was not, and the guide's instruction is its own rather than the standard PCL-5 wording. The code index has only other, unsourced " +
    'translations that differ from it (e.g. read_file ids 54327650054, 54762012820, 69607283052). A partial instrument is not reproduced, so ' +
    'its questions stay in English.',
  title: 'Reacciones a una experiencia estresante',
  description: 'Cuánto le han molestado en el último mes los problemas que pueden aparecer después de una experiencia muy estresante.',
};
