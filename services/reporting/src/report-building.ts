/**
 * The Mitigation Report's making alone, from a form's sources to the .docx (`@app/reporting/report-building`):
 * what the report bench loads to measure a build without the service around it.
 */
export { reportModelOf } from './reports/raw-report/report-contents.js';
export { buildMitigationReport } from './reports/mitigation-report/mitigation-report.js';
export type { ReportAnswer } from './reports/mitigation-report/report-model.js';
/** A variant's narrative (issue 35) written by the offline writer, for the adjust bench. */
export { LocalWriter } from './social-history/local-writer/local-writer.js';
export { socialHistoryPlan, writeSocialHistory, type WrittenSection } from './social-history/social-history.js';
