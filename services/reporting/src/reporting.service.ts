import { reportingPersonalData } from '@app/contracts';
import type { ServiceDefinition } from '@app/platform';
import { adjustReportQueue } from './adjusted-reports/adjust/adjust-report.job.js';
import { adjustedReportsProjection } from './adjusted-reports/adjusted-report.projection.js';
import { sealPlainSections } from './social-history/sealed-sections.js';
import { NARRATIVE_WRITER } from './social-history/writer.js';
import { narrativeWriterFor } from './social-history/writer-for.js';
import { ReportingConfigSchema, type ReportingConfig } from './config.js';
import { clientNamesReaction } from './reactions/client-names.reaction.js';
import { reportingMigrations } from './migrations/index.js';
import { clientDeletedReaction } from './reactions/client-deleted.reaction.js';
import type { ReportingDatabase } from './reporting-database.js';
import { ReportingModule } from './reporting.module.js';
import { billingFactsReaction } from './reactions/billing-facts.reaction.js';
import { clientFactsReaction } from './reactions/client-facts.reaction.js';
import { identityFactsReaction } from './reactions/identity-facts.reaction.js';
import { supporterLettersReaction } from './reactions/supporter-letters.reaction.js';
import { surveyFormsReaction } from './reactions/survey-forms.reaction.js';

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
      clientNamesReaction,
      surveyFormsReaction,
      supporterLettersReaction,
      clientDeletedReaction(runtime.vault),
      billingFactsReaction,
      identityFactsReaction,
      clientFactsReaction,
    ],
  };
}
