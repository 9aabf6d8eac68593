import { ServiceDirectory } from '@app/contracts';
import { runService } from '@app/platform';
import { identityDefinition } from './identity.service-definition.js';

await runService(identityDefinition, ServiceDirectory.identity.port);
