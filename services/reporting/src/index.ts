export { reportingService, REPORTING_SERVICE } from './reporting.service.js';
