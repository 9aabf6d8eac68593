import { z } from 'zod';
import type { EventHandlerDefinition } from '@app/platform';
import type { MessageRequests } from '../messages/message-job.js';
import type { NotificationDatabase } from '../notification-database.js';
import { clientPageLink, fullName, queueAttorneyNotice } from '../messages/attorney-notices/attorney-notices.js';

export const ATTORNEY_FORM_COMPLETED_HANDLER = 'notification-attorney-form-completed';
export const ATTORNEY_LETTER_SIGNED_HANDLER = 'notification-attorney-letter-signed';
export const ATTORNEY_REPORT_READY_HANDLER = 'notification-attorney-report-ready';

export interface AttorneyNoticeDeps {
  messages: MessageRequests;
  publicUrl: string;
}

const Completed = z.object({ formId: z.string(), clientId: z.string(), subscriberId: z.string() });
const LetterSaved = z.object({ supporterId: z.string(), clientId: z.string(), subscriberId: z.string(), isComplete: z.boolean() });
const ReportCompleted = z.object({ variantId: z.string(), originalFormId: z.string(), run: z.number() });

/** The client as the notices name them; undefined when unknown here or deleted (then nothing is sent). */
async function clientOf(clientId: string, trx: import('kysely').Kysely<NotificationDatabase>) {
  const row = await trx.selectFrom('attorney_clients').selectAll().where('client_id', '=', clientId).executeTakeFirst();
  const name = fullName(row);
  return row && name ? { ...row, name } : undefined;
}

/** Survey's `FormCompleted` -> "<client> finished the questionnaire" to the client's attorney. */
export const attorneyFormCompletedReaction = (deps: AttorneyNoticeDeps): EventHandlerDefinition<NotificationDatabase> => ({
  name: ATTORNEY_FORM_COMPLETED_HANDLER,
  source: 'survey',
  types: ['FormCompleted'],
  streamType: 'form',
  opens: [],
  async handle(event, trx) {
    const { clientId } = Completed.parse(event.data);
    const client = await clientOf(clientId, trx);
    if (!client) return;
    await queueAttorneyNotice(
      deps.messages,
      {
        subscriberId: client.subscriber_id,
        notice: 'formCompleted',
        occasion: event.metadata.eventId,
        cause: event.metadata,
        tokens: { clientId, link: clientPageLink(deps.publicUrl, clientId) },
      },
      trx,
    );
  },
});

/** Clients' `SupporterLetterSaved` signed (`isComplete`) -> "<supporter> signed a letter of support for <client>". */
export const attorneyLetterSignedReaction = (deps: AttorneyNoticeDeps): EventHandlerDefinition<NotificationDatabase> => ({
  name: ATTORNEY_LETTER_SIGNED_HANDLER,
  source: 'clients',
  types: ['SupporterLetterSaved'],
  streamType: 'supporter',
  opens: [],
  async handle(event, trx) {
    const { supporterId, clientId, isComplete } = LetterSaved.parse(event.data);
    if (!isComplete) return;
    const client = await clientOf(clientId, trx);
    if (!client) return;
    const tokens = { clientId, supporterId, link: clientPageLink(deps.publicUrl, clientId) };
    await queueAttorneyNotice(deps.messages, { subscriberId: client.subscriber_id, notice: 'letterSigned', occasion: supporterId, cause: event.metadata, tokens }, trx);
  },
});

/** Reporting's `AdjustedReportCompleted` -> "The AI-written report for <client> is ready" (once per run). */
export const attorneyReportReadyReaction = (deps: AttorneyNoticeDeps): EventHandlerDefinition<NotificationDatabase> => ({
  name: ATTORNEY_REPORT_READY_HANDLER,
  source: 'reporting',
  types: ['AdjustedReportCompleted'],
  opens: [],
  async handle(event, trx) {
    const { variantId, originalFormId, run } = ReportCompleted.parse(event.data);
    const form = await trx.selectFrom('client_forms').select('client_id').where('form_id', '=', originalFormId).executeTakeFirst();
    const client = form && (await clientOf(form.client_id, trx));
    if (!client) return;
    const tokens = { clientId: client.client_id, link: clientPageLink(deps.publicUrl, client.client_id) };
    await queueAttorneyNotice(deps.messages, { subscriberId: client.subscriber_id, notice: 'reportReady', occasion: `${variantId}:${run}`, cause: event.metadata, tokens }, trx);
  },
});
