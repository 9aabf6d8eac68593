import type { SpanishScreen } from './screen.js';

/** No published, validated Spanish text was found to reproduce: the English questions under a Spanish title (issue 15). */
export const spanish: SpanishScreen = {
  englishOnly:
    'Pfizer publishes Spanish PHQ forms on phqscreeners.com, and a Spanish PHQ-15 was validated in Spain (Ros Montalbán S, Comas Vives A, ' +
    'Garcia-Garcia M, DEPRE-SOMA study, Actas Esp Psiquiatr, https://actaspsiquiatria.es/index.php/actas/article/view/438). Neither text is available here: the pages corpus has the DEPRE-SOMA abstract and ' +
    'a Spanish description of the PHQ-15 (https://es.studenta.com/content/129574548/1003-phq-15-cuestionario-de-salud-para-pacientes) without ' +
    "the items; the code index has no transcription of a published Spanish PHQ-15 (CamCOPS phq15.xml is English only; one app's Spanish " +
    'PHQ-15, code index read_file id 48836877842, uses its own instruction and cites no Spanish source). Its questions stay in English.',
  title: 'Síntomas físicos',
  description: 'Quince preguntas sobre dolores, molestias y otros síntomas físicos durante las últimas cuatro semanas.',
};
