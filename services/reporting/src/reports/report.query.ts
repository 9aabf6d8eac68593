import { Injectable } from '@nestjs/common';
import { Roles } from '@app/contracts';
import { isSiteAdmin, NotFoundError, PlatformRuntime, type Principal } from '@app/platform';
import type { ReportingDatabase } from '../reporting-database.js';
import type { ReportSources } from './raw-report/report-contents.js';

export const formNotFound = () => new NotFoundError('The form');

/** Reads of what a report is made from. */
@Injectable()
export class ReportQuery {
  constructor(private readonly runtime: PlatformRuntime<ReportingDatabase>) {}

  /**
   * The form, its client and its answers, for a site admin or the client's subscriber. Anyone else's
   * form, an unknown one and a deleted client's do not exist for the caller (404), as survey answers.
   */
  async sourcesOf(user: Principal, formId: string): Promise<Omit<ReportSources, 'date'>> {
    const { db } = this.runtime;
    const row = await db
      .selectFrom('forms')
      .innerJoin('clients', 'clients.id', 'forms.client_id')
      .select(['forms.pages', 'forms.status', 'forms.completed', 'forms.subscriber_id', 'clients.first_name', 'clients.last_name', 'clients.subscriber_display_name'])
      .where('forms.id', '=', formId)
      .where('clients.deleted', '=', false)
      .executeTakeFirst();
    const isTheSubscriber = user.roles.includes(Roles.Subscriber) && row?.subscriber_id === user.id;
    if (!row || !(isSiteAdmin(user) || isTheSubscriber)) throw formNotFound();
    const answerSets = await db.selectFrom('answer_sets').select(['page_id', 'answers']).where('form_id', '=', formId).execute();
    return { form: row, client: row, answerSets };
  }
}
