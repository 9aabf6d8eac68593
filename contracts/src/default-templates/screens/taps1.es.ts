import type { SpanishScreen } from './screen.js';

/** No published, validated Spanish text was found to reproduce: the English questions under a Spanish title (issue 15). */
export const spanish: SpanishScreen = {
  englishOnly:
    'A Spanish TAPS Tool (TAPS-ESP) has been developed and is being validated (The Spanish language version of the TAPS tool: ' +
    'protocol for a validation and implementation study in primary care, Addict Sci Clin Pract 2023, doi:10.1186/s13722-023-00423-9, read in ' +
    'the pages corpus); its text is not published there nor stored here, and PhenX (the English source) gives no Spanish. Its questions stay ' +
    'in English.',
  title: 'Tabaco, alcohol y drogas',
  description: 'Cuatro preguntas sobre con qué frecuencia consumió tabaco, alcohol, drogas o medicamentos recetados en los últimos 12 meses.',
};
