import { randomUUID } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import { Messages, type Client, type InviteClientRequest } from '@app/contracts';
import { ForbiddenError, PlatformRuntime, type AppendContext, type Principal } from '@app/platform';
import { ClientsSettings } from '../../config.js';
import type { ClientsDatabase } from '../../clients-database.js';
import { SubscriberQuery } from '../../subscribers/subscriber.query.js';
import { TemplateQuery } from '../../templates/template.query.js';
import { clientStreamId } from '../client.js';
import { clientDecider } from '../client.decide.js';
import { ClientQuery } from '../client.query.js';
import { LinkCodeHashes } from '../../short-codes/link-code-hashes.js';
import { ShortCodes, withFreshLinkCode } from '../../short-codes/short-codes.js';

/**
 * POST /api/client/invite: a subscriber with an active subscription (billing's events, projected
 * here) invites a client. `ClientInvited` carries everything the others need: survey makes the form
 * from `templateIds`, identity the client's account (`applicationUserId`), notification sends the
 * link (its code and link sealed with the client's key; clients keeps the code's keyed hash). The
 * code's uniqueness is the read model's unique index of the hashes, checked in the append's
 * transaction; a taken one is drawn again.
 */
@Injectable()
export class InviteClientHandler {
  constructor(
    private readonly runtime: PlatformRuntime<ClientsDatabase>,
    private readonly settings: ClientsSettings,
    private readonly subscribers: SubscriberQuery,
    private readonly templates: TemplateQuery,
    private readonly clients: ClientQuery,
    private readonly shortCodes: ShortCodes,
    private readonly hashes: LinkCodeHashes,
  ) {}

  async invite(user: Principal, request: InviteClientRequest, context: AppendContext): Promise<Client> {
    if (!(await this.subscribers.hasActiveSubscription(user.id))) throw new ForbiddenError(Messages.activeSubscriptionRequired);
    const templateIds = await this.templates.chosen(request.templateIds);
    const clientId = randomUUID();
    const invitation = {
      clientId,
      applicationUserId: randomUUID(),
      subscriberId: user.id,
      subscriberDisplayName: await this.subscribers.displayNameOf(user.id),
      firstName: request.firstName,
      lastName: request.lastName,
      email: request.email,
      phoneNumber: request.phoneNumber,
      useEmail: request.useEmail,
      useSms: request.useSms,
      reminderDays: request.reminderDays,
      enableSupporters: request.enableSupporters,
      isProctored: request.isProctored,
      preferredLanguage: request.preferredLanguage,
      templateIds,
    };
    const links = { shortCodes: this.shortCodes, hashes: this.hashes };
    await withFreshLinkCode(
      links,
      (code) => this.settings.shortCodeUrl(code),
      'clients_short_code_hash_unique',
      (link) => this.runtime.commands.handle(clientStreamId(clientId), { type: 'InviteClient', invitation: { ...invitation, ...link } }, clientDecider, { context }),
    );
    const [client] = await this.clients.answers([await this.clients.getFor(user, clientId)]);
    return client;
  }
}
