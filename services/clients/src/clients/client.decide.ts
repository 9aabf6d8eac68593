import type { CaseDetails, ClientEventData, Language } from '@app/contracts';
import { ConflictError, NotFoundError, type Decider } from '@app/platform';
import type { LinkCode } from '../short-codes/short-codes.js';
import { evolve, initialState, type ClientState, type ClientStreamEvent } from './client.js';

export type ClientCommand =
  | { type: 'InviteClient'; invitation: ClientEventData<'ClientInvited'> }
  | { type: 'RenewLink'; link: LinkCode }
  /** The attorney resends the invitation with a new link (issue 36): the old one leads nowhere. */
  | { type: 'ResendInvitation'; link: LinkCode; resentBy: string }
  /** The attorney corrects the client's name and contacts (issue 36). */
  | { type: 'ChangeContact'; contact: Omit<ClientEventData<'ClientContactChanged'>, 'clientId' | 'applicationUserId'> }
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
    case 'ResendInvitation':
      if (state.status !== 'invited') throw clientNotFound();
      return [{ type: 'ClientLinkRenewed', data: { clientId: state.clientId!, ...command.link, resentBy: command.resentBy } }];
    case 'ChangeContact':
      // Each save is recorded (the fields are sealed: the state does not hold them to compare).
      if (state.status !== 'invited') throw clientNotFound();
      return [{ type: 'ClientContactChanged', data: { clientId: state.clientId!, applicationUserId: state.applicationUserId!, ...command.contact } }];
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
