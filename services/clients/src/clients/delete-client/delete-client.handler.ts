import { Injectable } from '@nestjs/common';
import { PlatformRuntime, type AppendContext, type Principal } from '@app/platform';
import type { ClientsDatabase } from '../../clients-database.js';
import { clientStreamId } from '../client.js';
import { clientDecider } from '../client.decide.js';
import { ClientQuery } from '../client.query.js';

/**
 * POST /api/client/deleteClient: the client's subscriber or a site admin (404 for anyone else, as
 * for an unknown id). One `ClientDeleted`; in its transaction this service's key of the client is
 * erased (their sealed fields read as erased everywhere) and the projection drops the plain text.
 */
@Injectable()
export class DeleteClientHandler {
  constructor(
    private readonly runtime: PlatformRuntime<ClientsDatabase>,
    private readonly clients: ClientQuery,
  ) {}

  async delete(user: Principal, clientId: string, context: AppendContext): Promise<void> {
    await this.clients.getFor(user, clientId);
    await this.runtime.commands.handle(clientStreamId(clientId), { type: 'DeleteClient', deletedBy: user.id }, clientDecider, {
      context,
      commitWith: (trx) => this.runtime.vault.erase(clientId, trx),
    });
  }
}
