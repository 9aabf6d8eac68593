import type { SpanishScreen } from './screen.js';

/** No published, validated Spanish text was found to reproduce: the English questions under a Spanish title (issue 15). */
export const spanish: SpanishScreen = {
  englishOnly:
    'Looked for a published Spanish version of the ten-question ACE score form (CDC-Kaiser ACE Study, as printed by ACEs Too High) and for the ' +
    'WHO ACE-IQ in Spanish. Not found here: the pages corpus has Spanish articles about ACEs and a page describing the ACE-IQ, not a Spanish form; ' +
    "the code index has only apps' own translations (e.g. code index read_file ids 26107166112, 69666259705), which cite no Spanish source. " +
    'Its questions stay in English.',
  title: 'Su infancia',
  description: 'Algunas cosas difíciles que pudieron ocurrirle antes de cumplir 18 años.',
};
