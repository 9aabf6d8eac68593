import { Module } from '@nestjs/common';
import { CheckInController } from './forms/check-in/check-in.controller.js';
import { CheckInHandler } from './forms/check-in/check-in.handler.js';
import { CheckOutController } from './forms/check-out/check-out.controller.js';
import { CheckOutHandler } from './forms/check-out/check-out.handler.js';
import { DownloadFileController } from './forms/download-file/download-file.controller.js';
import { DownloadFileHandler } from './forms/download-file/download-file.handler.js';
import { FinalizeController } from './forms/finalize/finalize.controller.js';
import { FinalizeHandler } from './forms/finalize/finalize.handler.js';
import { FormCommands } from './forms/form.commands.js';
import { FormQuery } from './forms/form.query.js';
import { OpenPageController } from './forms/open-page/open-page.controller.js';
import { OpenPageHandler } from './forms/open-page/open-page.handler.js';
import { ReadAnswerSetController } from './forms/read-answer-set/read-answer-set.controller.js';
import { ReadFormsController } from './forms/read-forms/read-forms.controller.js';
import { SaveAnswersController } from './forms/save-answers/save-answers.controller.js';
import { AnswerSetStateQuery } from './forms/save-answers/answer-set-state.query.js';
import { SaveAnswersHandler } from './forms/save-answers/save-answers.handler.js';
import { TemplateSnapshots } from './forms/template-snapshots.js';
import { UploadFileController } from './forms/upload-file/upload-file.controller.js';
import { UploadFileHandler } from './forms/upload-file/upload-file.handler.js';
import { AnswerFileChunks } from './sealed-files/answer-file-chunks.js';
import { ClientFilesResponder } from './sealed-files/client-files.responder.js';
import { CreateTemplateController } from './templates/create-template/create-template.controller.js';
import { CreateTemplateHandler } from './templates/create-template/create-template.handler.js';
import { ReadTemplatesController } from './templates/read-templates/read-templates.controller.js';
import { TemplateQuery } from './templates/template.query.js';
import { UpdateTemplateController } from './templates/update-template/update-template.controller.js';
import { UpdateTemplateHandler } from './templates/update-template/update-template.handler.js';

/** Survey's controllers and providers (its event handlers are in survey.service.ts). */
@Module({
  controllers: [
    ReadTemplatesController,
    CreateTemplateController,
    UpdateTemplateController,
    ReadFormsController,
    FinalizeController,
    ReadAnswerSetController,
    SaveAnswersController,
    UploadFileController,
    DownloadFileController,
    CheckOutController,
    CheckInController,
    OpenPageController,
  ],
  providers: [
    TemplateQuery,
    CreateTemplateHandler,
    UpdateTemplateHandler,
    FormQuery,
    FormCommands,
    TemplateSnapshots,
    AnswerSetStateQuery,
    SaveAnswersHandler,
    FinalizeHandler,
    AnswerFileChunks,
    ClientFilesResponder,
    UploadFileHandler,
    DownloadFileHandler,
    CheckOutHandler,
    CheckInHandler,
    OpenPageHandler,
  ],
})
export class SurveyModule {}
