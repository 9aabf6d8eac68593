import { surveyPersonalData, type CreateTemplateRequest } from '@app/contracts';
import { DEFAULT_TEMPLATES } from '@app/contracts/default-templates';
import type { PlatformConfig, ServiceDefinition } from '@app/platform';
import { adjustedVariantsHandler } from './forms/adjusted-variants/adjusted-variants.handler.js';
import { createFormHandler } from './forms/create-form/create-form.handler.js';
import { formLanguageHandler } from './forms/form-language/form-language.handler.js';
import { formsProjection } from './forms/form.projection.js';
import { surveyMigrations } from './migrations/index.js';
import { clientDeletedHandler } from './personal-data-erasure/client-deleted.handler.js';
import type { SurveyDatabase } from './survey-database.js';
import { SurveyModule } from './survey.module.js';
import { unfinishedUploadsQueue } from './sealed-files/unfinished-uploads.job.js';
import { seedTemplates } from './templates/seed-templates/seed-templates.js';
import { templatesProjection } from './templates/template.projection.js';

export const SURVEY_SERVICE = 'survey';

/**
 * The survey service (see ../shared/DESIGN.md, "The core domain"): the templates (`template-<id>`,
 * a default set seeded at start) and the clients' questionnaires (`form-<id>`: pages, answer sets,
 * finalize, offline check-out and check-in, the supporters listed), made from clients' ClientInvited
 * and erased on their ClientDeleted. `templates` are those seeded at start: the questionnaire and the
 * screens, or a small set a test knows.
 */
export function surveyService(templates: readonly CreateTemplateRequest[] = DEFAULT_TEMPLATES): ServiceDefinition<PlatformConfig, SurveyDatabase> {
  return {
    name: SURVEY_SERVICE,
    module: SurveyModule,
    migrations: surveyMigrations,
    projections: [templatesProjection, formsProjection],
    personalData: surveyPersonalData,
    async onStart(runtime) {
      await seedTemplates(runtime, templates);
    },
    handlers(runtime) {
      return [createFormHandler(runtime), formLanguageHandler(runtime), clientDeletedHandler(runtime), adjustedVariantsHandler];
    },
    jobs(runtime) {
      return [unfinishedUploadsQueue({ db: runtime.db, logger: runtime.logger })];
    },
  };
}
