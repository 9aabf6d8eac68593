import { ServiceDirectory } from '@app/contracts';
import { runService } from '@app/platform';
import { surveyService } from './survey.service.js';

await runService(surveyService(), ServiceDirectory.survey.port);
