import { ServiceDirectory } from '@app/contracts';
import { runService } from '@app/platform';
import { clientsService } from './clients.service.js';

await runService(clientsService(), ServiceDirectory.clients.port);
