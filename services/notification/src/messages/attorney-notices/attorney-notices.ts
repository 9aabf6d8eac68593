import type { Kysely } from 'kysely';
import { DEFAULT_NOTIFICATION_SETTINGS, NotificationTemplates, type AttorneyNotice, type NotificationSettings } from '@app/contracts';
import { toE164 } from '../../sms/phone-number.js';
import { messageIdFor } from '../message-id.js';
import type { MessageCause, MessageRequests, MessageTokens } from '../message-job.js';
import type { NotificationDatabase } from '../../notification-database.js';

/** The attorney's notification settings: those saved, else the defaults (every notice by email, none by text). */
export async function settingsOf(userId: string, db: Kysely<NotificationDatabase>): Promise<NotificationSettings> {
  const row = await db.selectFrom('attorney_settings').selectAll().where('user_id', '=', userId).executeTakeFirst();
  if (!row) return DEFAULT_NOTIFICATION_SETTINGS;
  return { email: row.email, sms: row.sms, phoneNumber: row.phone_number, notStartedDays: row.not_started_days };
}

/** A person's name as a notice gives it; null when erased. */
export function fullName(row: { first_name: string | null; last_name: string | null } | undefined): string | null {
  if (!row || (row.first_name === null && row.last_name === null)) return null;
  return [row.first_name, row.last_name].filter(Boolean).join(' ');
}

/** What one notice to an attorney says (the template's `%`-free tokens, see attorney-notice.template.ts). */
export interface AttorneyNoticeRequest {
  subscriberId: string;
  notice: AttorneyNotice;
  /** What it is sent once for (with the channel it names the message): the event, or the client for "not started". */
  occasion: string;
  cause: MessageCause;
  tokens: MessageTokens;
}

/**
 * Queues a notice to an attorney (issue 36) by each channel their settings choose for it: email to their
 * account's address, a text to the settings' phone number. Written in the caller's transaction (the
 * handler's, with its inbox row; the job's), sent by the send-message job, which records each as an event.
 * Answers the channels queued.
 */
export async function queueAttorneyNotice(messages: MessageRequests, request: AttorneyNoticeRequest, trx: Kysely<NotificationDatabase>): Promise<string[]> {
  const { subscriberId, notice, occasion, cause } = request;
  const settings = await settingsOf(subscriberId, trx);
  const attorney = await trx.selectFrom('attorneys').selectAll().where('user_id', '=', subscriberId).executeTakeFirst();
  const tokens = { ...request.tokens, notice, attorneyName: fullName(attorney) ?? '' };
  const queued: string[] = [];
  if (settings.email[notice] && attorney?.email) {
    const template = NotificationTemplates.attorneyNoticeEmail;
    await messages.add({ messageId: messageIdFor(template, `${notice}:${occasion}`), cause, template, personId: subscriberId, to: attorney.email, tokens }, trx);
    queued.push('email');
  }
  if (settings.sms[notice] && settings.phoneNumber) {
    const template = NotificationTemplates.attorneyNoticeSms;
    await messages.add({ messageId: messageIdFor(template, `${notice}:${occasion}`), cause, template, personId: subscriberId, to: toE164(settings.phoneNumber), tokens }, trx);
    queued.push('sms');
  }
  return queued;
}

/**
 * The names a notice gives, read when it is sent rather than kept in its job: the job's tokens are sealed
 * with the attorney's key, and the client's name must go with the client (ClientDeleted). Undefined when the
 * client was deleted meanwhile: the notice is no longer wanted.
 */
export async function namesOf(tokens: MessageTokens, db: Kysely<NotificationDatabase>): Promise<{ clientName: string; supporterName: string } | undefined> {
  const client = await db
    .selectFrom('attorney_clients')
    .select(['first_name', 'last_name'])
    .where('client_id', '=', tokens.clientId ?? '')
    .executeTakeFirst();
  const clientName = fullName(client);
  if (!clientName) return undefined;
  const supporter = tokens.supporterId
    ? await db.selectFrom('attorney_supporters').select(['first_name', 'last_name']).where('supporter_id', '=', tokens.supporterId).executeTakeFirst()
    : undefined;
  return { clientName, supporterName: fullName(supporter) ?? '' };
}

/** The client's page in the web app, where each notice about a client leads. */
export const clientPageLink = (publicUrl: string, clientId: string) => `${publicUrl.replace(/\/+$/, '')}/subscriber/client/${clientId}`;
