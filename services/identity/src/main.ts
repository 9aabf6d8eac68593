import { ServiceDirectory } from '@app/contracts';
import { runService } from '@app/platform';
import { identityService } from './identity.service.js';

await runService(identityService(), ServiceDirectory.identity.port);
