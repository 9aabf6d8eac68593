import type { Language } from '@app/contracts';
import { toE164 } from '../sms/phone-number.js';
import type { MessageTokens } from './message-job.js';

/**
 * The channels of the messages to a client (invitation, reminders): the invite's switch that chooses
 * it, the field of the client's address, and that address as the transport wants it.
 */
export const CLIENT_CHANNELS = [
  { channel: 'email', chosenBy: 'useEmail', contact: 'email', address: (email: string) => email },
  { channel: 'sms', chosenBy: 'useSms', contact: 'phoneNumber', address: toE164 },
] as const;

/** Who the messages to a client say sent them when the subscriber has no display name, in the client's language. */
const NO_SUBSCRIBER_NAME: Record<Language, string> = { en: 'Your attorney', es: 'Su abogado' };

/** The `%Token%`s of the texts to a client: see their content blocks' descriptions. */
export function clientMessageTokens(client: { firstName: string; subscriberDisplayName: string | null; shortCodeUrl: string }, language: Language): MessageTokens {
  return {
    ClientFirstName: client.firstName,
    SubscriberName: client.subscriberDisplayName || NO_SUBSCRIBER_NAME[language],
    Link: client.shortCodeUrl,
  };
}
