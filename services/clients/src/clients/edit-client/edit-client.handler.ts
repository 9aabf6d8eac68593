import { Injectable } from '@nestjs/common';
import type { Client, ResendInvitationRequest, UpdateClientRequest } from '@app/contracts';
import { PlatformRuntime, type AppendContext, type Principal } from '@app/platform';
import { ClientsSettings } from '../../config.js';
import type { ClientsDatabase } from '../../clients-database.js';
import { LinkCodeHashes } from '../../short-codes/link-code-hashes.js';
import { ShortCodes, withFreshLinkCode } from '../../short-codes/short-codes.js';
import { clientStreamId } from '../client.js';
import { clientDecider } from '../client.decide.js';
import { ClientQuery } from '../client.query.js';

/**
 * Mending a client without losing their answers (issue 36): `PUT /api/client/{id}` corrects the name,
 * email, phone and channels (`ClientContactChanged`: identity moves the login name, notification the
 * invitation's and reminders' contacts); `POST /api/client/resendInvitation` gives the client a new
 * link and sends it again (`ClientLinkRenewed` with `resentBy`): the old code then answers as an unknown
 * one (the landing's Invalid state). Only the client's subscriber or a site admin; anyone else 404.
 */
@Injectable()
export class EditClientHandler {
  constructor(
    private readonly runtime: PlatformRuntime<ClientsDatabase>,
    private readonly settings: ClientsSettings,
    private readonly clients: ClientQuery,
    private readonly shortCodes: ShortCodes,
    private readonly hashes: LinkCodeHashes,
  ) {}

  async update(user: Principal, clientId: string, contact: UpdateClientRequest, context: AppendContext): Promise<Client> {
    await this.clients.getFor(user, clientId);
    await this.runtime.commands.handle(clientStreamId(clientId), { type: 'ChangeContact', contact }, clientDecider, { context, retries: 1 });
    return this.answer(user, clientId);
  }

  async resend(user: Principal, { clientId }: ResendInvitationRequest, context: AppendContext): Promise<Client> {
    await this.clients.getFor(user, clientId);
    const links = { shortCodes: this.shortCodes, hashes: this.hashes };
    await withFreshLinkCode(
      links,
      (code) => this.settings.shortCodeUrl(code),
      'clients_short_code_hash_unique',
      (link) => this.runtime.commands.handle(clientStreamId(clientId), { type: 'ResendInvitation', link, resentBy: user.id }, clientDecider, { context, retries: 1 }),
    );
    return this.answer(user, clientId);
  }

  private async answer(user: Principal, clientId: string): Promise<Client> {
    const [client] = await this.clients.answers([await this.clients.getFor(user, clientId)]);
    return client;
  }
}
