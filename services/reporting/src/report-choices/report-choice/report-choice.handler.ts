import { Injectable } from '@nestjs/common';
import { Roles, type ReportChoice } from '@app/contracts';
import { isSiteAdmin, NotFoundError, PlatformRuntime, type AppendContext, type Principal } from '@app/platform';
import type { ReportingDatabase } from '../../reporting-database.js';
import { reportChoiceDecider } from '../report-choice.decide.js';
import { reportChoiceStreamId } from '../report-choice.js';

/**
 * GET and PUT /api/client/{id}/reportChoice: the edition and sections the attorney chose last for the client's
 * report (issue 34), each attorney their own (a site admin too). The client's subscriber or a site admin; an
 * unknown, deleted or another subscriber's client: 404.
 */
@Injectable()
export class ReportChoiceHandler {
  constructor(private readonly runtime: PlatformRuntime<ReportingDatabase>) {}

  async get(user: Principal, clientId: string): Promise<ReportChoice> {
    await this.assertMayChoose(user, clientId);
    return (await this.runtime.commands.load(reportChoiceStreamId(clientId, user.id), reportChoiceDecider)).state;
  }

  async save(user: Principal, clientId: string, choice: ReportChoice, context: AppendContext): Promise<ReportChoice> {
    await this.assertMayChoose(user, clientId);
    const command = { type: 'SaveReportChoice' as const, clientId, userId: user.id, choice };
    return (await this.runtime.commands.handle(reportChoiceStreamId(clientId, user.id), command, reportChoiceDecider, { context, retries: 1 })).state;
  }

  private async assertMayChoose(user: Principal, clientId: string): Promise<void> {
    const client = await this.runtime.db.selectFrom('clients').select('subscriber_id').where('id', '=', clientId).where('deleted', '=', false).executeTakeFirst();
    const mayChoose = client && (isSiteAdmin(user) || (user.roles.includes(Roles.Subscriber) && client.subscriber_id === user.id));
    if (!mayChoose) throw new NotFoundError('The client');
  }
}
