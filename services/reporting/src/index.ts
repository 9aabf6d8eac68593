export { reportingService, REPORTING_SERVICE } from './reporting.service.js';
export * from './report-building.js';
export { OpenAiWriter } from './social-history/openai-writer.js';
