import { Module } from '@nestjs/common';
import { ClientQuery } from './clients/client.query.js';
import { DeleteClientController } from './clients/delete-client/delete-client.controller.js';
import { DeleteClientHandler } from './clients/delete-client/delete-client.handler.js';
import { InviteClientController } from './clients/invite-client/invite-client.controller.js';
import { InviteClientHandler } from './clients/invite-client/invite-client.handler.js';
import { LandingAttempts } from './clients/landing/landing-attempts.js';
import { LandingController } from './clients/landing/landing.controller.js';
import { ViewClientsController } from './clients/view-clients/view-clients.controller.js';
import { SubscriberQuery } from './subscribers/subscriber.query.js';
import { TemplateQuery } from './templates/template.query.js';

/**
 * Clients' controllers and providers; ClientsSettings and ShortCodes come from the definition.
 * Controllers with fixed paths under api/client come before the one with `:id`.
 */
@Module({
  controllers: [InviteClientController, LandingController, DeleteClientController, ViewClientsController],
  providers: [SubscriberQuery, TemplateQuery, ClientQuery, InviteClientHandler, DeleteClientHandler, LandingAttempts],
})
export class ClientsModule {}
