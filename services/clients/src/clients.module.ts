import { Module } from '@nestjs/common';
import { CaseDetailsController } from './clients/case-details/case-details.controller.js';
import { CaseDetailsHandler } from './clients/case-details/case-details.handler.js';
import { EditClientController } from './clients/edit-client/edit-client.controller.js';
import { EditClientHandler } from './clients/edit-client/edit-client.handler.js';
import { ChangeLanguageController } from './clients/change-language/change-language.controller.js';
import { ChangeLanguageHandler } from './clients/change-language/change-language.handler.js';
import { ClientQuery } from './clients/client.query.js';
import { ClientHistory } from './compliance/client-history.js';
import { ComplianceController } from './compliance/compliance.controller.js';
import { ReviewLooks } from './compliance/review-looks.js';
import { ReviewedClientQuery } from './compliance/reviewed-client.query.js';
import { DeleteClientController } from './clients/delete-client/delete-client.controller.js';
import { DeleteClientHandler } from './clients/delete-client/delete-client.handler.js';
import { InviteClientController } from './clients/invite-client/invite-client.controller.js';
import { InviteClientHandler } from './clients/invite-client/invite-client.handler.js';
import { LandingController } from './clients/landing/landing.controller.js';
import { ViewClientsController } from './clients/view-clients/view-clients.controller.js';
import { ShortCodeLookups } from './short-codes/short-code-lookups.js';
import { SubscriberQuery } from './subscribers/subscriber.query.js';
import { SubmitLetterController } from './supporters/submit-letter/submit-letter.controller.js';
import { SubmitLetterHandler } from './supporters/submit-letter/submit-letter.handler.js';
import { SupporterLandingController } from './supporters/supporter-landing/supporter-landing.controller.js';
import { SupporterQuery } from './supporters/supporter.query.js';
import { TemplateQuery } from './templates/template.query.js';

/**
 * Clients' controllers and providers; ClientsSettings and ShortCodes come from the definition.
 * Controllers with fixed paths under api/client come before the one with `:id`.
 */
@Module({
  controllers: [
    InviteClientController,
    LandingController,
    DeleteClientController,
    ChangeLanguageController,
    ViewClientsController,
    CaseDetailsController,
    EditClientController,
    SupporterLandingController,
    SubmitLetterController,
    ComplianceController,
  ],
  providers: [
    ChangeLanguageHandler,
    CaseDetailsHandler,
    EditClientHandler,
    SubscriberQuery,
    TemplateQuery,
    SupporterQuery,
    ClientQuery,
    InviteClientHandler,
    DeleteClientHandler,
    SubmitLetterHandler,
    ShortCodeLookups,
    ReviewedClientQuery,
    ClientHistory,
    ReviewLooks,
  ],
})
export class ClientsModule {}
