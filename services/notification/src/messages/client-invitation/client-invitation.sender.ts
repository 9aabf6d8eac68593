import { NotificationTemplates } from '@app/contracts';
import { contentBlockSenders, type ContentBlockSenderDeps, type TemplateByChannel } from '../content-block-message.js';

/** The invitation's texts, by channel (a renewed link goes with them too: client-link-renewed). */
export const CLIENT_INVITATION_TEMPLATES = {
  email: NotificationTemplates.clientInvitationEmail,
  sms: NotificationTemplates.clientInvitationSms,
} as const satisfies TemplateByChannel;

/** Writes and sends the invitations of send-message jobs. */
export const clientInvitationSenders = (deps: ContentBlockSenderDeps) => contentBlockSenders(deps, CLIENT_INVITATION_TEMPLATES);
