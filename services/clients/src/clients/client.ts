import { DEFAULT_LANGUAGE, type ClientEventData, type Language } from '@app/contracts';

/**
 * The Client aggregate (stream `client-<clientId>`): a subscriber invited the client, later perhaps
 * deleted them. The client's personal fields are sealed with the client's key (subject `clientId`).
 */
export type ClientStreamEvent = { [K in ClientStreamEventType]: { type: K; data: ClientEventData<K> } }[ClientStreamEventType];

/** The events of a client's stream (the supporters' are on their own streams, see supporters/). */
export const clientStreamEventTypes = ['ClientInvited', 'ClientLinkRenewed', 'ClientLanguageChanged', 'ClientCaseDetailsChanged', 'ClientContactChanged', 'ClientDeleted'] as const;
type ClientStreamEventType = (typeof clientStreamEventTypes)[number];

export const clientStreamId = (clientId: string) => `client-${clientId}`;

export interface ClientState {
  status: 'new' | 'invited' | 'deleted';
  clientId: string | null;
  applicationUserId: string | null;
  subscriberId: string | null;
  language: Language;
}

export const initialState = (): ClientState => ({ status: 'new', clientId: null, applicationUserId: null, subscriberId: null, language: DEFAULT_LANGUAGE });

export function evolve(state: ClientState, event: ClientStreamEvent): ClientState {
  switch (event.type) {
    case 'ClientInvited': {
      const { clientId, applicationUserId, subscriberId, preferredLanguage } = event.data;
      return { status: 'invited', clientId, applicationUserId, subscriberId, language: preferredLanguage };
    }
    case 'ClientLinkRenewed':
    case 'ClientCaseDetailsChanged':
    case 'ClientContactChanged':
      return state;
    case 'ClientLanguageChanged':
      return { ...state, language: event.data.language };
    case 'ClientDeleted':
      return { ...state, status: 'deleted' };
  }
}
