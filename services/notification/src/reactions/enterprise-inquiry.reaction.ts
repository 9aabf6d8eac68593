import { IdentityEvents, NotificationTemplates } from '@app/contracts';
import type { EventHandlerDefinition, Logger } from '@app/platform';
import { messageIdFor } from '../messages/message-id.js';
import type { MessageRequests, MessageTokens } from '../messages/message-job.js';
import type { NotificationDatabase } from '../notification-database.js';

export const ENTERPRISE_INQUIRY_HANDLER = 'notification-enterprise-inquiry';

const Inquiry = IdentityEvents.EnterpriseInquiryReceived;

/**
 * Identity's `EnterpriseInquiryReceived` (issue 36, item 13) -> one mail to each site admin it names whose
 * address notification knows (identity's accounts, `attorneys`), the inquiry's words sealed in the job.
 */
export const enterpriseInquiryReaction = (deps: { messages: MessageRequests; logger: Logger }): EventHandlerDefinition<NotificationDatabase> => ({
  name: ENTERPRISE_INQUIRY_HANDLER,
  source: 'identity',
  types: ['EnterpriseInquiryReceived'],
  opens: 'all',
  async handle(event, trx) {
    const inquiry = Inquiry.parse(event.data);
    if (inquiry.siteAdminIds.length === 0) return void deps.logger.warn({ eventId: event.metadata.eventId }, 'notification: an enterprise inquiry with no site admin to mail');
    const admins = await trx.selectFrom('attorneys').select(['user_id', 'email']).where('user_id', 'in', inquiry.siteAdminIds).execute();
    const template = NotificationTemplates.enterpriseInquiryEmail;
    const tokens: MessageTokens = {
      name: inquiry.name,
      firm: inquiry.firm,
      email: inquiry.email,
      phoneNumber: inquiry.phoneNumber ?? '',
      seats: inquiry.seats === null ? '' : String(inquiry.seats),
      message: inquiry.message,
    };
    for (const admin of admins) {
      if (!admin.email) continue;
      await deps.messages.add(
        { messageId: messageIdFor(template, `${inquiry.inquiryId}:${admin.user_id}`), cause: event.metadata, template, personId: admin.user_id, to: admin.email, tokens },
        trx,
      );
    }
  },
});
