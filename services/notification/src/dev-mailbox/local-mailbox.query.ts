import { Injectable } from '@nestjs/common';
import type { Selectable } from 'kysely';
import type { LocalMail, LocalText } from '@app/contracts';
import { PlatformRuntime } from '@app/platform';
import type { LocalMailboxTable, NotificationDatabase } from '../notification-database.js';

/** The newest entries only: the pages are for reading what just arrived. */
const LIST_LIMIT = 200;

const iso = (value: Date | string) => new Date(value).toISOString();

const toMail = (row: Selectable<LocalMailboxTable>): LocalMail => ({
  id: row.id,
  to: row.to,
  from: row.from,
  subject: row.subject,
  text: row.text,
  html: row.html,
  receivedAt: iso(row.received_at),
});

/** What the local SMTP server received and what went to the local outbox (the development stand-ins). */
@Injectable()
export class LocalMailboxQuery {
  constructor(private readonly runtime: PlatformRuntime<NotificationDatabase>) {}

  /** Mails of the local SMTP server, newest first; `to` keeps those sent to that address. */
  async mails(filter: { to?: string } = {}): Promise<LocalMail[]> {
    let query = this.runtime.db.selectFrom('local_mailbox').selectAll().orderBy('received_at', 'desc').orderBy('id').limit(LIST_LIMIT);
    if (filter.to) query = query.where(({ eb, fn, val }) => eb(fn('lower', ['to']), 'like', val(`%${escapeLike(filter.to!.toLowerCase())}%`)));
    return (await query.execute()).map(toMail);
  }

  async mail(id: string): Promise<LocalMail | undefined> {
    const row = await this.runtime.db.selectFrom('local_mailbox').selectAll().where('id', '=', id).executeTakeFirst();
    return row && toMail(row);
  }

  /** Texts of the local outbox, newest first; `to` keeps those sent to that number. */
  async texts(filter: { to?: string } = {}): Promise<LocalText[]> {
    let query = this.runtime.db.selectFrom('local_outbox').selectAll().orderBy('sent_at', 'desc').orderBy('id').limit(LIST_LIMIT);
    if (filter.to) query = query.where('to', '=', filter.to);
    const rows = await query.execute();
    return rows.map((row) => ({ id: row.id, to: row.to, body: row.body, sentAt: iso(row.sent_at) }));
  }
}

const escapeLike = (value: string) => value.replace(/[\\%_]/g, (c) => `\\${c}`);
