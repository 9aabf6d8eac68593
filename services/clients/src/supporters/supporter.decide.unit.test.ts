import { E_SIGN_CONSENT_TEXTS } from '@app/contracts';
import { deciderSpec } from '@app/platform/testing';
import { decide } from './supporter.decide.js';
import { evolve, initialState, supporterIdOf, type SupporterStreamEvent } from './supporter.js';

const given = deciderSpec({ decide, evolve, initialState });

const clientId = '0d1f2a3b-4c5d-4e6f-8a9b-0c1d2e3f4a5b';
const subscriberId = '9b2f8a52-2b52-4a5e-9d1e-5c1a4c0b7e11';
const supporterId = supporterIdOf(clientId, 1);

const invitation = {
  supporterId,
  clientId,
  subscriberId,
  slot: 1,
  firstName: 'Katherine',
  lastName: 'Johnson',
  clientRelationship: 'Sister',
  email: 'katherine@example.test',
  phoneNumber: null,
  clientFirstName: 'Grace',
  clientLastName: 'Hopper',
  shortCode: 'abcdefghijkmn',
  shortCodeUrl: 'https://app.example.test/p/abcdefghijkmn',
  language: 'en' as const,
};
const invited: SupporterStreamEvent = { type: 'SupporterInvited', data: invitation };
const draft = { supportText: 'Grace is kind.', signatureName: null, isComplete: false, signature: null };
const signed = {
  supportText: 'Grace is kind.',
  signatureName: 'Katherine Johnson',
  isComplete: true,
  signature: { eSignConsentText: E_SIGN_CONSENT_TEXTS.en, ipAddress: '198.51.100.7', userAgent: 'Test browser', supportTextSha256: 'f'.repeat(64) },
};
const saved = (letter: typeof draft | typeof signed): SupporterStreamEvent => ({ type: 'SupporterLetterSaved', data: { supporterId, clientId, subscriberId, ...letter } });

describe('supporterIdOf', () => {
  it("is the client's slot: the same for the same slot, another for another slot or client", () => {
    expect(supporterIdOf(clientId, 1)).toBe(supporterId);
    expect(supporterIdOf(clientId, 2)).not.toBe(supporterId);
    expect(supporterIdOf(subscriberId, 1)).not.toBe(supporterId);
    expect(supporterId).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-5[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
  });
});

describe('InviteSupporter', () => {
  it('records the invitation', () => given().when({ type: 'InviteSupporter', invitation }).then([invited]));
  it('a supporter listed again: nothing', () =>
    given(invited)
      .when({ type: 'InviteSupporter', invitation: { ...invitation, shortCode: 'bcdefghijkmnp' } })
      .then([]));
});

describe('SaveLetter', () => {
  it('a draft, and a draft again', () =>
    given(invited, saved(draft))
      .when({ type: 'SaveLetter', letter: draft })
      .then([saved(draft)]));
  it('the signed letter', () =>
    given(invited, saved(draft))
      .when({ type: 'SaveLetter', letter: signed })
      .then([saved(signed)]));
  it('nothing after the signed letter: 409', () =>
    given(invited, saved(signed))
      .when({ type: 'SaveLetter', letter: draft })
      .thenError(409, 'This letter has already been signed and sent to the attorney, so it can no longer be changed.'));
  it('no supporter: 404, the invalid link', () => given().when({ type: 'SaveLetter', letter: draft }).thenError(404, 'The link you followed is invalid.'));
});

describe('RenewLink', () => {
  const link = { shortCode: 'Fresh7Code9Ab', shortCodeUrl: 'https://app.example.test/p/Fresh7Code9Ab', shortCodeHash: 'hash-of-the-fresh-code' };
  const { firstName, email, phoneNumber, clientFirstName, clientLastName, language } = invitation;
  it("records the new link, with the invitation's names and contacts to send it to", () =>
    given(invited, saved(draft))
      .when({ type: 'RenewLink', link })
      .then([{ type: 'SupporterLinkRenewed', data: { supporterId, clientId, firstName, email, phoneNumber, clientFirstName, clientLastName, language, ...link } }]));
  it('a signed letter: nothing', () => given(invited, saved(signed)).when({ type: 'RenewLink', link }).then([]));
  it('no supporter: nothing', () => given().when({ type: 'RenewLink', link }).then([]));
});
