import { ServiceDirectory } from '@app/contracts';
import { runService } from '@app/platform';
import { notificationService } from './notification.service.js';

await runService(notificationService(), ServiceDirectory.notification.port);
