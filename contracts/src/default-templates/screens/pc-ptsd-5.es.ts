import type { SpanishScreen } from './screen.js';

/** No published, validated Spanish text was found to reproduce: the English questions under a Spanish title (issue 15). */
export const spanish: SpanishScreen = {
  englishOnly:
    'Looked for a Spanish PC-PTSD-5 from the National Center for PTSD (ptsd.va.gov) or a validated Spanish translation. None is stored here: ' +
    'pages and code searches for the Spanish screen (its event list, exposure question and five past-month items) found only English copies ' +
    'and general Spanish texts about PTSD. Its questions stay in English.',
  title: 'Experiencias estresantes',
  description: 'Unas pocas preguntas sobre sucesos muy estresantes y cómo le han afectado en el último mes.',
};
