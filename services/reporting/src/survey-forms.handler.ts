import { handledTogether } from '@app/platform';
import { formAnswersHandler } from './form-answers/form-answers.handler.js';
import type { ReportingDatabase } from './reporting-database.js';
import { surveyFactsHandler } from './stats/survey-facts.handler.js';

export const SURVEY_FORMS_HANDLER = 'reporting-survey-forms';

/**
 * Survey's form events, for the forms and answers reports are made of and for the admin's figures:
 * one consumer for both, so that each autosave reaches reporting once.
 */
export const surveyFormsHandler = handledTogether<ReportingDatabase>({ name: SURVEY_FORMS_HANDLER, source: 'survey', streamType: 'form' }, [formAnswersHandler, surveyFactsHandler]);
