import { ServiceDirectory } from '@app/contracts';
import { runService } from '@app/platform';
import { billingService } from './billing.service.js';

await runService(billingService(), ServiceDirectory.billing.port);
