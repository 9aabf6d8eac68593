/**
 * The seeded templates and a full answer set for any of them (`@app/survey/seed-templates`), without the
 * service: data for benches that need a questionnaire.
 */
export { DEFAULT_TEMPLATES } from './templates/seed-templates/default-templates.js';
export { fullAnswers } from './testing/full-answers.js';
