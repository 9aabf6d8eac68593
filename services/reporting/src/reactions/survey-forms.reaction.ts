import { handledTogether } from '@app/platform';
import { formAnswersReaction } from './form-answers.reaction.js';
import type { ReportingDatabase } from '../reporting-database.js';
import { surveyFactsReaction } from './survey-facts.reaction.js';

export const SURVEY_FORMS_HANDLER = 'reporting-survey-forms';

/**
 * Survey's form events, for the forms and answers reports are made of and for the admin's figures:
 * one consumer for both, so that each autosave reaches reporting once.
 */
export const surveyFormsReaction = handledTogether<ReportingDatabase>({ name: SURVEY_FORMS_HANDLER, source: 'survey', streamType: 'form' }, [
  formAnswersReaction,
  surveyFactsReaction,
]);
