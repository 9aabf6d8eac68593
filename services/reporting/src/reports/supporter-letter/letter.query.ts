import { Injectable } from '@nestjs/common';
import { CaseDetailAnswers, caseDetailsWithAnswers, type Answers, type CaseDetails } from '@app/contracts';
import { NotFoundError, PlatformRuntime, type Principal } from '@app/platform';
import type { ClientRow, ReportingDatabase, SupporterRow } from '../../reporting-database.js';
import { CaseRecord } from '../case-record/case-record.js';
import type { ReportLetter } from '../mitigation-report/report-model.js';
import { letterNotFound, letterOf, mayRead } from '../report.query.js';
import type { LetterCase } from './letter-body.js';
import { DEFAULT_LETTER_TIME_ZONE } from './signing-time.js';

export const clientNotFound = () => new NotFoundError('The client');

type ClientOfLetters = Pick<ClientRow, 'id' | 'first_name' | 'last_name' | 'case_details'>;

/** Reads of what a letter's document is made from: the signed letters, and the client's case as the report names it. */
@Injectable()
export class LetterQuery {
  constructor(private readonly runtime: PlatformRuntime<ReportingDatabase>) {}

  /**
   * A signed letter, its writer's contact opened when `withContact` (the work-product edition), and its client's
   * case, for the client's subscriber or a site admin (404 otherwise, for a draft and a deleted client's).
   */
  async signedLetter(user: Principal, supporterId: string, { withContact }: { withContact: boolean }) {
    const row = await this.runtime.db
      .selectFrom('supporters')
      .innerJoin('clients', 'clients.id', 'supporters.client_id')
      .leftJoin('stat_users as attorney', 'attorney.id', 'clients.subscriber_id')
      .selectAll('supporters')
      .select(['clients.first_name as client_first_name', 'clients.last_name as client_last_name', 'clients.case_details', 'attorney.time_zone as attorney_time_zone'])
      .where('supporters.id', '=', supporterId)
      .where('supporters.is_complete', '=', true)
      .where('clients.deleted', '=', false)
      .executeTakeFirst();
    if (!row || !mayRead(user, row.subscriber_id)) throw letterNotFound();
    const client = { id: row.client_id, first_name: row.client_first_name, last_name: row.client_last_name, case_details: row.case_details };
    const [letter] = withContact ? await this.withContacts([row]) : [letterOf(row)];
    return { letter: letter, supporter: row, client, letterCase: await this.caseOf(client), timeZone: row.attorney_time_zone ?? DEFAULT_LETTER_TIME_ZONE };
  }

  /**
   * A client's signed letters in the order they were signed (drafts left out) and the client's case, for the
   * client's subscriber or a site admin; anyone else's client, an unknown and a deleted one: 404.
   */
  async signedLetters(user: Principal, clientId: string): Promise<{ letters: ReportLetter[]; client: ClientOfLetters; letterCase: LetterCase; timeZone: string }> {
    const client = await this.runtime.db
      .selectFrom('clients')
      .leftJoin('stat_users as attorney', 'attorney.id', 'clients.subscriber_id')
      .select(['clients.id', 'clients.subscriber_id', 'clients.first_name', 'clients.last_name', 'clients.case_details', 'attorney.time_zone as attorney_time_zone'])
      .where('clients.id', '=', clientId)
      .where('clients.deleted', '=', false)
      .executeTakeFirst();
    if (!client || !mayRead(user, client.subscriber_id)) throw clientNotFound();
    const rows = await this.runtime.db
      .selectFrom('supporters')
      .selectAll()
      .where('client_id', '=', clientId)
      .where('is_complete', '=', true)
      .orderBy('signed_at')
      .orderBy('id')
      .execute();
    return { letters: rows.map(letterOf), client, letterCase: await this.caseOf(client), timeZone: client.attorney_time_zone ?? DEFAULT_LETTER_TIME_ZONE };
  }

  /** The letters with their writers' email and phone opened (one request to clients for all). */
  private async withContacts(rows: SupporterRow[]): Promise<ReportLetter[]> {
    const opened = await this.runtime.opener.openAll(
      rows.map((row) => ({ email: row.email, phoneNumber: row.phone_number })),
      ['email', 'phoneNumber'],
    );
    const text = (value: unknown) => (typeof value === 'string' && value.trim() ? value : null);
    return rows.map((row, i) => ({ ...letterOf(row), contact: { email: text(opened[i].email), phoneNumber: text(opened[i].phoneNumber) } }));
  }

  /**
   * The case as the Mitigation Report's cover names it: the attorney's case details where saved, else the
   * client's answers on the Current Case page of their latest form (contracts' `caseDetailsWithAnswers`).
   */
  private async caseOf(client: ClientOfLetters): Promise<LetterCase> {
    const clientName = [client.first_name, client.last_name].filter(Boolean).join(' ');
    const form = await this.runtime.db.selectFrom('forms').select(['id', 'pages']).where('client_id', '=', client.id).orderBy('created', 'desc').limit(1).executeTakeFirst();
    const page = form?.pages.find((candidate) => candidate.template.key === CaseDetailAnswers.page);
    const stored = page
      ? await this.runtime.db.selectFrom('answer_sets').select('answers').where('form_id', '=', form!.id).where('page_id', '=', page.pageId).executeTakeFirst()
      : undefined;
    const [opened] = await this.runtime.opener.openAll([{ caseDetails: client.case_details, answers: stored?.answers ?? null }], ['caseDetails', 'answers']);
    const answers = (opened.answers as Answers | null) ?? {};
    const record = new CaseRecord(page ? [page] : [], () => answers);
    const caseDetails = caseDetailsWithAnswers((opened.caseDetails as CaseDetails | null) ?? null, (question) => record.value(CaseDetailAnswers.page, question));
    return { clientName, caseDetails };
  }
}
