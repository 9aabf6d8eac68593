import { ServiceDirectory } from '@app/contracts';
import { runService } from '@app/platform';
import { reportingService } from './reporting.service.js';

await runService(reportingService(), ServiceDirectory.reporting.port);
