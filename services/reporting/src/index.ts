export { reportingService, REPORTING_SERVICE } from './reporting.service.js';
export { reportModelOf } from './reports/raw-report/report-contents.js';
export { buildMitigationReport } from './reports/mitigation-report/mitigation-report.js';
export type { ReportAnswer } from './reports/mitigation-report/report-model.js';
