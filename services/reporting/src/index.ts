export { reportingService, REPORTING_SERVICE } from './reporting.service.js';
export * from './report-building.js';
export { LocalAdjuster } from './adjusted-reports/adjusters/local-adjuster.js';
export { OpenAiAdjuster } from './adjusted-reports/adjusters/openai-adjuster.js';
export { answersToRewrite } from './adjusted-reports/answers-to-rewrite.js';
export { inPool } from './adjusted-reports/adjust/in-pool.js';
