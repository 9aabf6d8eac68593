import type { QuestionTranslation } from '../../../templates.js';

/**
 * Spanish texts several pages share (issue 15): the answers of the yes/no questions, and the note a
 * sensitive page begins with. Written for plain reading: usted, short sentences, the English page's
 * grade level; reviewed by a native speaker before a release (docs/decisions/0186-the-questionnaire-s-spanish-is-our-own-translation.md).
 */
export const YES_NO_ES = { Yes: 'Sí', No: 'No' };
export const YES_NO_NOT_SURE_ES = { ...YES_NO_ES, 'Not sure': 'No sé' };
export const YES_NO_SKIP_ES = { ...YES_NO_ES, 'Prefer not to say': 'Prefiero no decirlo' };

export const CHECK_ALL_ES = 'Marque todas las que correspondan.';

/** A yes/no question's Spanish: its label, and the answers' texts. */
export const yesNoEs = (label: string, extras: Omit<QuestionTranslation, 'label' | 'options'> = {}): QuestionTranslation => ({ label, options: YES_NO_ES, ...extras });

/** Slot n's "another?" question in Spanish, for slots after the first (as ../slots.ts asks it): a page's question entries. */
export const anotherEs = (slot: number, key: string, label: string): [string, QuestionTranslation][] => (slot === 1 ? [] : [[key, yesNoEs(label)]]);

export const SKIP_NOTE_ES: QuestionTranslation = {
  label: 'Algunas preguntas de esta página pueden ser difíciles de contestar. Puede saltar cualquier pregunta que no quiera contestar. Puede tomar un descanso y volver más tarde.',
};
