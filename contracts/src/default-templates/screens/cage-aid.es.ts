import type { SpanishScreen } from './screen.js';

/** No published, validated Spanish text was found to reproduce: the English questions under a Spanish title (issue 15). */
export const spanish: SpanishScreen = {
  englishOnly:
    'Looked for a published, validated Spanish CAGE-AID. Found only a paraphrase of its four questions in a Spanish magazine article ' +
    '(pages corpus, https://entremayores.es/a-fondo-complementaria/cuatro-preguntas-que-podrian-dar-una-buena-pista, quoting an addiction network) ' +
    'and Spanish versions of the alcohol-only CAGE, a different instrument. Its questions stay in English.',
  title: 'Consumo de alcohol y drogas',
  description: 'Cuatro preguntas de sí o no sobre el consumo de alcohol y drogas en cualquier momento de su vida.',
};
