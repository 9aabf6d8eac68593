import { Injectable } from '@nestjs/common';
import type { CaseDetails } from '@app/contracts';
import { PlatformRuntime, type AppendContext, type Principal } from '@app/platform';
import type { ClientsDatabase } from '../../clients-database.js';
import { clientStreamId } from '../client.js';
import { clientDecider } from '../client.decide.js';
import { ClientQuery } from '../client.query.js';

/**
 * PUT /api/client/{id}/caseDetails: one `ClientCaseDetailsChanged`, its details sealed with the client's key
 * (the projection keeps where the event is, never the details); 404 for anyone but the client's subscriber
 * or a site admin, as for an unknown id.
 */
@Injectable()
export class CaseDetailsHandler {
  constructor(
    private readonly runtime: PlatformRuntime<ClientsDatabase>,
    private readonly clients: ClientQuery,
  ) {}

  async save(user: Principal, clientId: string, caseDetails: CaseDetails, context: AppendContext): Promise<CaseDetails> {
    await this.clients.getFor(user, clientId);
    await this.runtime.commands.handle(clientStreamId(clientId), { type: 'ChangeCaseDetails', caseDetails }, clientDecider, { context, retries: 1 });
    return caseDetails;
  }
}
