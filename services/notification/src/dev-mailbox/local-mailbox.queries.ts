import type { Kysely } from 'kysely';
import type { LocalMail, LocalText } from '@app/contracts';

/** The newest entries only: the pages are for reading what just arrived. */
export const LIST_LIMIT = 200;

const iso = (value: Date | string) => new Date(value).toISOString();

interface MailRow {
  id: string;
  to: string;
  from: string;
  subject: string;
  text: string | null;
  html: string | null;
  received_at: Date;
}
const toMail = (row: MailRow): LocalMail => ({
  id: row.id,
  to: row.to,
  from: row.from,
  subject: row.subject,
  text: row.text,
  html: row.html,
  receivedAt: iso(row.received_at),
});

/** Mails of the local SMTP server, newest first; `to` keeps those sent to that address. */
export async function listMails(db: Kysely<any>, filter: { to?: string } = {}): Promise<LocalMail[]> {
  let query = db.selectFrom('local_mailbox').selectAll().orderBy('received_at', 'desc').orderBy('id').limit(LIST_LIMIT);
  if (filter.to) query = query.where(({ eb, fn, val }) => eb(fn('lower', ['to']), 'like', val(`%${escapeLike(filter.to!.toLowerCase())}%`)));
  return ((await query.execute()) as MailRow[]).map(toMail);
}

export async function findMail(db: Kysely<any>, id: string): Promise<LocalMail | undefined> {
  const row = (await db.selectFrom('local_mailbox').selectAll().where('id', '=', id).executeTakeFirst()) as MailRow | undefined;
  return row && toMail(row);
}

/** Texts of the local outbox, newest first; `to` keeps those sent to that number. */
export async function listTexts(db: Kysely<any>, filter: { to?: string } = {}): Promise<LocalText[]> {
  let query = db.selectFrom('local_outbox').selectAll().orderBy('sent_at', 'desc').orderBy('id').limit(LIST_LIMIT);
  if (filter.to) query = query.where('to', '=', filter.to);
  const rows = (await query.execute()) as { id: string; to: string; body: string; sent_at: Date }[];
  return rows.map((row) => ({ id: row.id, to: row.to, body: row.body, sentAt: iso(row.sent_at) }));
}

const escapeLike = (value: string) => value.replace(/[\\%_]/g, (c) => `\\${c}`);
