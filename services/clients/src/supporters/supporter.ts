import { derivedId } from '@app/platform';
import type { ClientEventData } from '@app/contracts';

/**
 * The Supporter aggregate (stream `supporter-<supporterId>`): someone a client listed on the
 * letters-of-support page, invited with their own link, who writes and signs a letter. Their fields
 * are sealed with the client's key (subject `clientId`): they are erased with the client.
 */
export const supporterStreamEventTypes = ['SupporterInvited', 'SupporterLinkRenewed', 'SupporterLetterSaved'] as const;
type SupporterStreamEventType = (typeof supporterStreamEventTypes)[number];
export type SupporterStreamEvent = { [K in SupporterStreamEventType]: { type: K; data: ClientEventData<K> } }[SupporterStreamEventType];

export const supporterStreamId = (supporterId: string) => `supporter-${supporterId}`;

/** The supporter in a client's slot: the same id for every listing of that slot, so survey's listing told again adds nobody. */
export const supporterIdOf = (clientId: string, slot: number): string => derivedId('clients', 'supporter', clientId, String(slot));

export interface SupporterState {
  /** `completed`: the letter is signed, and read-only from then on. */
  status: 'new' | 'invited' | 'completed';
  supporterId: string | null;
  clientId: string | null;
  subscriberId: string | null;
  /** The invitation as it was sent (its fields opened): a renewed link goes to the same contacts. */
  invitation: ClientEventData<'SupporterInvited'> | null;
}

export const initialState = (): SupporterState => ({ status: 'new', supporterId: null, clientId: null, subscriberId: null, invitation: null });

export function evolve(state: SupporterState, event: SupporterStreamEvent): SupporterState {
  switch (event.type) {
    case 'SupporterInvited': {
      const { supporterId, clientId, subscriberId } = event.data;
      return { status: 'invited', supporterId, clientId, subscriberId, invitation: event.data };
    }
    case 'SupporterLinkRenewed':
      return state;
    case 'SupporterLetterSaved':
      return event.data.isComplete ? { ...state, status: 'completed' } : state;
  }
}
