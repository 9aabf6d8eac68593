import { NotificationTemplates } from '@app/contracts';
import { contentBlockSenders, type ContentBlockSenderDeps, type TemplateByChannel } from '../content-block-message.js';

/** The supporters' invitation texts, by channel. */
export const SUPPORTER_INVITATION_TEMPLATES = {
  email: NotificationTemplates.supporterInvitationEmail,
  sms: NotificationTemplates.supporterInvitationSms,
} as const satisfies TemplateByChannel;

/** Writes and sends the supporters' invitations of send-message jobs. */
export const supporterInvitationSenders = (deps: ContentBlockSenderDeps) => contentBlockSenders(deps, SUPPORTER_INVITATION_TEMPLATES);
