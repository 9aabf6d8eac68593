import { reportingPersonalData } from '@app/contracts';
import type { ServiceDefinition } from '@app/platform';
import { adjustReportQueue } from './adjusted-reports/adjust/adjust-report.job.js';
import { adjustedReportsProjection } from './adjusted-reports/adjusted-report.projection.js';
import { sealPlainSections } from './social-history/sealed-sections.js';
import { NARRATIVE_WRITER } from './social-history/writer.js';
import { narrativeWriterFor } from './social-history/writer-for.js';
import { ReportingConfigSchema, type ReportingConfig } from './config.js';
import { clientNamesHandler } from './client-names/client-names.handler.js';
import { reportingMigrations } from './migrations/index.js';
import { clientDeletedHandler } from './personal-data-erasure/client-deleted.handler.js';
import type { ReportingDatabase } from './reporting-database.js';
import { ReportingModule } from './reporting.module.js';
import { billingFactsHandler } from './stats/billing-facts.handler.js';
import { clientFactsHandler } from './stats/client-facts.handler.js';
import { identityFactsHandler } from './stats/identity-facts.handler.js';
import { supporterLettersHandler } from './supporter-letters/supporter-letters.handler.js';
import { surveyFormsHandler } from './survey-forms.handler.js';

export const REPORTING_SERVICE = 'reporting';

/**
 * The reporting service (issue 11): the Word documents an attorney downloads, built from its own read
 * models, projected from clients' events (who the client is, whose; the supporters' letters) and survey's (the forms' pages
 * with their template snapshots, and the answers); the admin's figures and exports from its own counts
 * of billing's, identity's, clients' and survey's events. Its own events are the AI-adjusted variants'
 * runs (`adjusted-report-<id>`), written as a narrative by a pg-boss job with OpenAI or the offline rules.
 */
export function reportingService(): ServiceDefinition<ReportingConfig, ReportingDatabase> {
  return {
    name: REPORTING_SERVICE,
    module: ReportingModule,
    configSchema: ReportingConfigSchema,
    migrations: reportingMigrations,
    projections: [adjustedReportsProjection],
    personalData: reportingPersonalData,
    async providers(_runtime, config) {
      return [{ provide: NARRATIVE_WRITER, useValue: narrativeWriterFor(config) }];
    },
    jobs: (runtime, config) => [adjustReportQueue(runtime, narrativeWriterFor(config), config)],
    async onStart(runtime) {
      await sealPlainSections(runtime);
    },
    handlers: (runtime) => [
      clientNamesHandler,
      surveyFormsHandler,
      supporterLettersHandler,
      clientDeletedHandler(runtime.vault),
      billingFactsHandler,
      identityFactsHandler,
      clientFactsHandler,
    ],
  };
}
