export { surveyService, SURVEY_SERVICE } from './survey.service.js';
export type { SurveyDatabase } from './survey-database.js';
export { formIdOf, formStreamId } from './forms/form.js';
export { CREATE_FORM_HANDLER } from './forms/create-form/create-form.handler.js';
export { PERSONAL_DATA_ERASURE_HANDLER } from './personal-data-erasure/client-deleted.handler.js';
