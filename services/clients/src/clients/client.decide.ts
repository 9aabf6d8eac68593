import type { CaseDetails, ClientEventData, Language } from '@app/contracts';
import { ConflictError, NotFoundError, type Decider } from '@app/platform';
import type { LinkCode } from '../short-codes/short-codes.js';
import { evolve, initialState, type ClientState, type ClientStreamEvent } from './client.js';

export type ClientCommand =
  | { type: 'InviteClient'; invitation: ClientEventData<'ClientInvited'> }
  | { type: 'RenewLink'; link: LinkCode }
  | { type: 'ChangeLanguage'; language: Language }
  | { type: 'ChangeCaseDetails'; caseDetails: CaseDetails }
  | { type: 'DeleteClient'; deletedBy: string };

export const clientNotFound = () => new NotFoundError('The client');

export function decide(command: ClientCommand, state: ClientState): ClientStreamEvent[] {
  switch (command.type) {
    case 'InviteClient':
      // A new client id each invite: a stream that exists already is a mistake, never a second invite.
      if (state.status !== 'new') throw new ConflictError();
      return [{ type: 'ClientInvited', data: command.invitation }];
    case 'RenewLink':
      // A client deleted since the rotation read the list: their link leads nowhere anyway.
      if (state.status !== 'invited') return [];
      return [{ type: 'ClientLinkRenewed', data: { clientId: state.clientId!, ...command.link } }];
    case 'ChangeLanguage':
      if (state.status !== 'invited') throw clientNotFound();
      return state.language === command.language ? [] : [{ type: 'ClientLanguageChanged', data: { clientId: state.clientId!, language: command.language } }];
    case 'ChangeCaseDetails':
      // Each save is recorded (the fields are sealed: the state does not hold them to compare).
      if (state.status !== 'invited') throw clientNotFound();
      return [{ type: 'ClientCaseDetailsChanged', data: { clientId: state.clientId!, caseDetails: command.caseDetails } }];
    case 'DeleteClient': {
      if (state.status !== 'invited') throw clientNotFound();
      const { clientId, applicationUserId, subscriberId } = state;
      return [{ type: 'ClientDeleted', data: { clientId: clientId!, applicationUserId: applicationUserId!, subscriberId: subscriberId!, deletedBy: command.deletedBy } }];
    }
  }
}

export const clientDecider: Decider<ClientCommand, ClientStreamEvent, ClientState> = { decide, evolve, initialState };
