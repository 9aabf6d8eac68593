import type { CaseRecord } from '../reports/case-record/case-record.js';
import type { ClientIdentity } from './identity-redaction.js';

/** What names the client, taken out of everything sent to OpenAI: the invitation's names and About You's names and contacts. */
export function identityOf(client: { first_name: string | null; last_name: string | null }, record: CaseRecord): ClientIdentity {
  const about = (key: string) => record.value('AboutYou', key);
  return {
    names: [client.first_name, client.last_name, about('firstName'), about('middleName'), about('lastName')],
    emails: [about('email')],
    phoneNumbers: [about('phone')],
  };
}
