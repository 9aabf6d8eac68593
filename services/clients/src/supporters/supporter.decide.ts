import { Messages, SupporterMessages, type ClientEventData } from '@app/contracts';
import { ConflictError, DomainError, type Decider } from '@app/platform';
import type { LinkCode } from '../short-codes/short-codes.js';
import { evolve, initialState, type SupporterState, type SupporterStreamEvent } from './supporter.js';

type Letter = Pick<ClientEventData<'SupporterLetterSaved'>, 'supportText' | 'signatureName' | 'isComplete' | 'signature'>;

export type SupporterCommand =
  { type: 'InviteSupporter'; invitation: ClientEventData<'SupporterInvited'> } | { type: 'RenewLink'; link: LinkCode } | { type: 'SaveLetter'; letter: Letter };

/** A code that names no supporter: 404 with the landing's text, whatever the reason. */
export const invalidLink = () => new DomainError(404, Messages.invalidLink);

export function decide(command: SupporterCommand, state: SupporterState): SupporterStreamEvent[] {
  switch (command.type) {
    case 'InviteSupporter':
      // The id is the client's slot: a supporter listed again is the one invited already.
      if (state.status !== 'new') return [];
      return [{ type: 'SupporterInvited', data: command.invitation }];
    case 'RenewLink': {
      // A signed letter's link only shows it: nothing to renew.
      if (state.status !== 'invited') return [];
      const { supporterId, clientId, firstName, email, phoneNumber, clientFirstName, clientLastName, language } = state.invitation!;
      return [{ type: 'SupporterLinkRenewed', data: { supporterId, clientId, firstName, email, phoneNumber, clientFirstName, clientLastName, language, ...command.link } }];
    }
    case 'SaveLetter': {
      if (state.status === 'new') throw invalidLink();
      if (state.status === 'completed') throw new ConflictError(SupporterMessages.letterComplete);
      const { supporterId, clientId, subscriberId } = state;
      return [{ type: 'SupporterLetterSaved', data: { supporterId: supporterId!, clientId: clientId!, subscriberId: subscriberId!, ...command.letter } }];
    }
  }
}

export const supporterDecider: Decider<SupporterCommand, SupporterStreamEvent, SupporterState> = { decide, evolve, initialState };
