import { randomInt, randomUUID } from 'node:crypto';
import { SHORT_CODE_ALPHABET, SHORT_CODE_LENGTH, type ClientEventData } from '@app/contracts';

const aShortCode = () => Array.from({ length: SHORT_CODE_LENGTH }, () => SHORT_CODE_ALPHABET[randomInt(SHORT_CODE_ALPHABET.length)]).join('');
const digits = (count: number) => String(randomInt(10 ** count)).padStart(count, '0');

/**
 * A client invitation as clients' `ClientInvited` carries it, for the services that react to it (identity,
 * survey, notification): new ids, short code, address and phone number; both channels, reminders every 7
 * days, supporters on, not proctored, the default pages, in English. A test overrides what it looks at.
 */
export function clientInvitation(overrides: Partial<ClientEventData<'ClientInvited'>> = {}): ClientEventData<'ClientInvited'> {
  const clientId = overrides.clientId ?? randomUUID();
  const shortCode = overrides.shortCode ?? aShortCode();
  return {
    clientId,
    applicationUserId: randomUUID(),
    subscriberId: randomUUID(),
    subscriberDisplayName: 'Jordan Avery',
    firstName: 'Casey',
    lastName: `Client-${clientId.slice(0, 8)}`,
    email: `client-${clientId.slice(0, 8)}@example.test`,
    phoneNumber: `555-${digits(3)}-${digits(4)}`,
    useEmail: true,
    useSms: true,
    reminderDays: 7,
    enableSupporters: true,
    isProctored: false,
    templateIds: [],
    preferredLanguage: 'en',
    shortCode,
    shortCodeUrl: `http://localhost:8080/c/${shortCode}`,
    ...overrides,
  };
}
