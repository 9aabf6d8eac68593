import { ClientEvents } from '@app/contracts';
import { CLIENT_CHANNELS, clientMessageTokens } from '../messages/client-messages.js';
import { CLIENT_INVITATION_TEMPLATES as templates } from '../messages/client-invitation/client-invitation.sender.js';
import { queueMessageReaction, type QueueMessageDeps } from './queue-message.reaction.js';

export const CLIENT_INVITATION_HANDLERS = { email: 'notification-client-invitation-email', sms: 'notification-client-invitation-sms' } as const;

/**
 * Clients' `ClientInvited` -> the invitation with the client's personal link, by email when useEmail
 * and by text when useSms (one handler each; the texts are the content blocks of the templates'
 * slugs). Clients asks for the address of each channel chosen, so a missing one was erased.
 */
export const clientInvitationReactions = (deps: QueueMessageDeps) =>
  CLIENT_CHANNELS.map(({ channel, chosenBy, contact, address }) =>
    queueMessageReaction(deps, {
      name: CLIENT_INVITATION_HANDLERS[channel],
      source: 'clients',
      on: 'ClientInvited',
      template: templates[channel],
      data: ClientEvents.ClientInvited,
      opens: 'all', // the whole invitation is parsed: names, both contacts, the attorney's name
      needs: ['firstName', contact],
      wanted: (data) => data[chosenBy] === true,
      message: (client) => ({
        personId: client.clientId,
        to: address(client[contact]!),
        tokens: clientMessageTokens(client, client.preferredLanguage),
        language: client.preferredLanguage,
      }),
    }),
  );
