import type { Kysely } from 'kysely';
import { NotificationTemplates, type SubscriptionState } from '@app/contracts';
import type { Logger } from '@app/platform';
import { messageIdFor } from '../message-id.js';
import type { MessageCause, MessageRequests, MessageTokens } from '../message-job.js';
import type { MessageSender } from '../send-message.job.js';
import type { MailSender } from '../../email/mail-sender.js';
import type { NotificationDatabase } from '../../notification-database.js';
import { billingNoticeEmail, type BillingNotice } from './billing-notice.template.js';

export const appLink = (publicUrl: string, path: string) => `${publicUrl.replace(/\/+$/, '')}${path}`;

/** Where each billing mail leads: the card to update, else My Subscription. */
export const billingNoticePath: Record<BillingNotice, string> = {
  paymentFailed: '/subscriber/changePaymentMethod',
  renewed: '/subscriber/manageSubscription',
  ending: '/subscriber/manageSubscription',
};

/**
 * Queues a billing mail to every user of the subscription whose address notification knows (identity's
 * events), once per occasion and user. Answers how many were queued.
 */
export async function queueBillingNotice(
  deps: { messages: MessageRequests; logger: Logger },
  request: { state: Pick<SubscriptionState, 'subscriptionId' | 'userIds' | 'displayName'>; notice: BillingNotice; occasion: string; cause: MessageCause; tokens: MessageTokens },
  trx: Kysely<NotificationDatabase>,
): Promise<number> {
  const { state, notice, occasion, cause } = request;
  if (state.userIds.length === 0) return 0;
  const users = await trx.selectFrom('attorneys').select(['user_id', 'email']).where('user_id', 'in', state.userIds).execute();
  let queued = 0;
  for (const user of users) {
    if (!user.email) continue;
    const template = NotificationTemplates.billingNoticeEmail;
    const tokens = { ...request.tokens, notice, planName: state.displayName };
    await deps.messages.add({ messageId: messageIdFor(template, `${notice}:${occasion}:${user.user_id}`), cause, template, personId: user.user_id, to: user.email, tokens }, trx);
    queued++;
  }
  if (queued < state.userIds.length)
    deps.logger.warn({ subscriptionId: state.subscriptionId, notice, missing: state.userIds.length - queued }, 'notification: billing mail without an address');
  return queued;
}

/**
 * Keeps `subscription_endings` as the subscription's state says: a canceled card subscription still active is
 * there with its end (a new end asks for a new notice); any other state removes it (renewed, ended).
 */
export async function trackEnding(state: SubscriptionState, cause: MessageCause, trx: Kysely<NotificationDatabase>): Promise<void> {
  const ending = !state.isEnterprise && state.isActive && state.stripeStatus === 'canceled' && state.stripeExpiration !== null;
  if (!ending) {
    await trx.deleteFrom('subscription_endings').where('subscription_id', '=', state.subscriptionId).execute();
    return;
  }
  const row = {
    subscription_id: state.subscriptionId,
    user_ids: state.userIds,
    plan_name: state.displayName,
    ends_at: state.stripeExpiration!,
    canceled_event_id: cause.eventId,
    correlation_id: cause.correlationId,
  };
  const existing = await trx.selectFrom('subscription_endings').select(['ends_at']).where('subscription_id', '=', state.subscriptionId).forUpdate().executeTakeFirst();
  if (!existing) {
    await trx.insertInto('subscription_endings').values(row).execute();
  } else if (new Date(existing.ends_at).getTime() !== Date.parse(state.stripeExpiration!)) {
    await trx
      .updateTable('subscription_endings')
      .set({ ...row, notice_sent: false })
      .where('subscription_id', '=', state.subscriptionId)
      .execute();
  } else {
    await trx.updateTable('subscription_endings').set({ user_ids: state.userIds, plan_name: state.displayName }).where('subscription_id', '=', state.subscriptionId).execute();
  }
}

/** Writes and sends the billing mails of send-message jobs. */
export const billingNoticeSender = (deps: { mail: MailSender }): MessageSender => ({
  channel: 'email',
  send: ({ to, tokens = {} }) => deps.mail.send(billingNoticeEmail(to, tokens)),
});
