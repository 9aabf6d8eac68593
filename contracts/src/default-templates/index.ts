import type { CreateTemplateRequest } from '../templates.js';
import { QUESTIONNAIRE_TEMPLATES } from './questionnaire/index.js';
import { SCREENS } from './screens/index.js';

export { fullAnswers } from './full-answers.js';
export { lettersOfSupport } from './questionnaire/letters-of-support.js';
export { mentalHealth } from './questionnaire/mental-health.js';
export { screen as pcl5Screen } from './screens/pcl5.screen.js';
export { screen as phq9Screen } from './screens/phq9.screen.js';

/**
 * The templates a new installation starts with (`@app/contracts/default-templates`; the survey service
 * seeds each once): the biographical questionnaire and the 13 screens (optional, none picked by
 * default), in page order. Data only: each entry is what an admin would post to `POST /api/template` and
 * passes the same checks. Apart from the package's main entry, so that what imports contracts for its
 * types and rules does not load every page and its Spanish.
 */
export const DEFAULT_TEMPLATES: readonly CreateTemplateRequest[] = [...QUESTIONNAIRE_TEMPLATES, ...SCREENS.map((screen) => screen.template)].sort(
  (a, b) => a.defaultWeight - b.defaultWeight,
);
