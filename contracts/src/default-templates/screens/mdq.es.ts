import type { SpanishScreen } from './screen.js';

/** No published, validated Spanish text was found to reproduce: the English questions under a Spanish title (issue 15). */
export const spanish: SpanishScreen = {
  englishOnly:
    'A validated Spanish MDQ exists: Sanchez-Moreno J, Villagran JM, Gutierrez JR, et al. (EDHIPO group), Adaptation and validation of the Spanish ' +
    'version of the mood disorder questionnaire (MDQ) for the detection of bipolar disorder, Bipolar Disord ("en prensa" on the copy read). Only part of its text could be read: ' +
    'the pages corpus copy (https://ro.scribd.com/document/379260291/Cuestionario-de-Trastorno-de-Animo) breaks off inside question 3 and loses ' +
    "the end of item 1, so question 3's wording and answers, questions 4 and 5 and the instruction were not read; the code index has only " +
    'altered copies (code index read_file id 66693033664 adds an item and rewords question 3). A partial instrument is not reproduced, so its ' +
    'questions stay in English.',
  title: 'Altibajos del ánimo',
  description: 'Preguntas sobre cualquier época en que se sintió inusualmente eufórico(a), acelerado(a) o irritable, y lo que eso le trajo.',
};
