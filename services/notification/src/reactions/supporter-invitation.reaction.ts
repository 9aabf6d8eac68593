import { ClientEvents, type ClientEventData } from '@app/contracts';
import { toE164 } from '../sms/phone-number.js';
import { SUPPORTER_INVITATION_TEMPLATES as templates } from '../messages/supporter-invitation/supporter-invitation.sender.js';
import type { MessageRequest } from '../messages/message-job.js';
import { queueMessageReaction, type QueueMessageDeps } from './queue-message.reaction.js';

export const SUPPORTER_INVITATION_HANDLERS = { email: 'notification-supporter-invitation-email', sms: 'notification-supporter-invitation-sms' } as const;
export const SUPPORTER_LINK_RENEWED_HANDLERS = { email: 'notification-supporter-link-renewed-email', sms: 'notification-supporter-link-renewed-sms' } as const;

/** The sealed fields every invitation is written with; each channel's handler opens its own contact besides. */
const NAMES = ['firstName', 'clientFirstName', 'clientLastName', 'shortCodeUrl'] as const;
const invitationFields = { supporterId: true, clientId: true, firstName: true, clientFirstName: true, clientLastName: true, shortCodeUrl: true, language: true } as const;

type Invited = Pick<ClientEventData<'SupporterInvited'>, keyof typeof invitationFields>;

/**
 * The message to a supporter, by either channel: sealed with the client's key (`personId`), as the
 * supporter is erased with the client.
 */
function invitation(invited: Invited, to: string): Pick<MessageRequest, 'personId' | 'to' | 'tokens' | 'language'> {
  return {
    personId: invited.clientId,
    to,
    language: invited.language,
    tokens: {
      SupporterFirstName: invited.firstName,
      ClientFirstName: invited.clientFirstName!,
      ClientLastName: invited.clientLastName!,
      Link: invited.shortCodeUrl,
    },
  };
}

/** The invitation's two handlers (email and text) for one event type that carries it. */
const supporterMessageReactions = (
  deps: QueueMessageDeps,
  { on, names, occasion }: { on: 'SupporterInvited' | 'SupporterLinkRenewed'; names: Record<'email' | 'sms', string>; occasion?: (invited: Invited) => string },
) => [
  queueMessageReaction(deps, {
    source: 'clients',
    on,
    occasion,
    name: names.email,
    template: templates.email,
    data: ClientEvents.SupporterInvited.pick({ ...invitationFields, email: true }),
    opens: [...NAMES, 'email'],
    needs: NAMES,
    wanted: (data) => data.email !== null,
    message: (invited) => invitation(invited, invited.email!),
  }),
  queueMessageReaction(deps, {
    source: 'clients',
    on,
    occasion,
    name: names.sms,
    template: templates.sms,
    data: ClientEvents.SupporterInvited.pick({ ...invitationFields, phoneNumber: true }),
    opens: [...NAMES, 'phoneNumber'],
    needs: NAMES,
    wanted: (data) => data.phoneNumber !== null,
    message: (invited) => invitation(invited, toE164(invited.phoneNumber!)),
  }),
];

/**
 * Clients' `SupporterInvited` -> the supporter's invitation to write a letter of support for the
 * client, with their link: by email when the client gave an email address, by text when a phone
 * number (one handler each, opening only the names, the link and its own contact; the texts are the
 * content blocks of the templates' slugs); sent once per supporter. `SupporterLinkRenewed` (an
 * operator renewed the code) -> the same invitation with the new link, once per renewal.
 */
export const supporterInvitationReactions = (deps: QueueMessageDeps) => [
  ...supporterMessageReactions(deps, { on: 'SupporterInvited', names: SUPPORTER_INVITATION_HANDLERS, occasion: (invited: Invited) => invited.supporterId }),
  ...supporterMessageReactions(deps, { on: 'SupporterLinkRenewed', names: SUPPORTER_LINK_RENEWED_HANDLERS }),
];
