import { ClientEvents, NotificationTemplates } from '@app/contracts';
import { CLIENT_CHANNELS, clientMessageTokens } from '../client-messages.js';
import { contentBlockSenders, type ContentBlockSenderDeps, type TemplateByChannel } from '../content-block-message.js';
import { queueMessageHandler, type QueueMessageDeps } from '../queue-message.handler.js';

export const CLIENT_INVITATION_HANDLERS = { email: 'notification-client-invitation-email', sms: 'notification-client-invitation-sms' } as const;

/** The invitation's texts, by channel (a renewed link goes with them too: client-link-renewed). */
export const CLIENT_INVITATION_TEMPLATES = { email: NotificationTemplates.clientInvitationEmail, sms: NotificationTemplates.clientInvitationSms } as const satisfies TemplateByChannel;
const templates = CLIENT_INVITATION_TEMPLATES;

/**
 * Clients' `ClientInvited` -> the invitation with the client's personal link, by email when useEmail
 * and by text when useSms (one handler each; the texts are the content blocks of the templates'
 * slugs). Clients asks for the address of each channel chosen, so a missing one was erased.
 */
export const clientInvitationHandlers = (deps: QueueMessageDeps) =>
  CLIENT_CHANNELS.map(({ channel, chosenBy, contact, address }) =>
    queueMessageHandler(deps, {
      name: CLIENT_INVITATION_HANDLERS[channel],
      source: 'clients',
      on: 'ClientInvited',
      template: templates[channel],
      data: ClientEvents.ClientInvited,
      opens: 'all', // the whole invitation is parsed: names, both contacts, the attorney's name
      needs: ['firstName', contact],
      wanted: (data) => data[chosenBy] === true,
      message: (client) => ({ personId: client.clientId, to: address(client[contact]!), tokens: clientMessageTokens(client, client.preferredLanguage), language: client.preferredLanguage }),
    }),
  );

/** Writes and sends the invitations of send-message jobs. */
export const clientInvitationSenders = (deps: ContentBlockSenderDeps) => contentBlockSenders(deps, templates);
