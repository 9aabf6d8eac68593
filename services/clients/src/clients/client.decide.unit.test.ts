import { NO_CASE_DETAILS } from '@app/contracts';
import { clientInvitation, deciderSpec } from '@app/platform/testing';
import { decide } from './client.decide.js';
import { evolve, initialState, type ClientStreamEvent } from './client.js';

const given = deciderSpec({ decide, evolve, initialState });

const clientId = '0d1f2a3b-4c5d-4e6f-8a9b-0c1d2e3f4a5b';
const applicationUserId = '3f0a1c2e-5b6d-4e7f-8a9b-0c1d2e3f4a5b';
const subscriberId = '9b2f8a52-2b52-4a5e-9d1e-5c1a4c0b7e11';
const adminId = '5e6f7a8b-9c0d-4e1f-8a2b-3c4d5e6f7a8b';

const invitation = clientInvitation({ clientId, applicationUserId, subscriberId });
const invited: ClientStreamEvent = { type: 'ClientInvited', data: invitation };
const deleted: ClientStreamEvent = { type: 'ClientDeleted', data: { clientId, applicationUserId, subscriberId, deletedBy: subscriberId } };

describe('InviteClient', () => {
  it('records the invitation', () => given().when({ type: 'InviteClient', invitation }).then([invited]));
  it('never on a stream that exists', () =>
    given(invited).when({ type: 'InviteClient', invitation }).thenError(409, 'The item has been edited since you loaded the page. Reload this page to get the latest changes.'));
});

describe('DeleteClient', () => {
  it('records who deleted the invited client', () =>
    given(invited)
      .when({ type: 'DeleteClient', deletedBy: adminId })
      .then([{ type: 'ClientDeleted', data: { clientId, applicationUserId, subscriberId, deletedBy: adminId } }]));
  it('an unknown client: 404', () => given().when({ type: 'DeleteClient', deletedBy: subscriberId }).thenError(404, 'The client was not found.'));
  it('a deleted one: 404', () => given(invited, deleted).when({ type: 'DeleteClient', deletedBy: subscriberId }).thenError(404, 'The client was not found.'));
});

describe('ChangeLanguage', () => {
  const changed = (language: 'en' | 'es'): ClientStreamEvent => ({ type: 'ClientLanguageChanged', data: { clientId, language } });
  it('records a new language', () =>
    given(invited)
      .when({ type: 'ChangeLanguage', language: 'es' })
      .then([changed('es')]));
  it('records nothing for the language the client already has', () => given(invited, changed('es')).when({ type: 'ChangeLanguage', language: 'es' }).then([]));
  it('a deleted client: 404', () => given(invited, deleted).when({ type: 'ChangeLanguage', language: 'es' }).thenError(404, 'The client was not found.'));
});

describe('ChangeCaseDetails', () => {
  const caseDetails = { ...NO_CASE_DETAILS, caseNumber: '2025 CR 00123', jurisdiction: 'State' as const, state: 'Ohio' };
  it('records the case details as saved', () =>
    given(invited)
      .when({ type: 'ChangeCaseDetails', caseDetails })
      .then([{ type: 'ClientCaseDetailsChanged', data: { clientId, caseDetails } }]));
  it('a deleted client: 404', () => given(invited, deleted).when({ type: 'ChangeCaseDetails', caseDetails }).thenError(404, 'The client was not found.'));
});

describe('RenewLink', () => {
  const link = { shortCode: 'Fresh7Code9Ab', shortCodeUrl: 'http://localhost:8080/c/Fresh7Code9Ab', shortCodeHash: 'hash-of-the-fresh-code' };
  it("records the client's new link", () =>
    given(invited)
      .when({ type: 'RenewLink', link })
      .then([{ type: 'ClientLinkRenewed', data: { clientId, ...link } }]));
  it('a deleted client: nothing', () => given(invited, deleted).when({ type: 'RenewLink', link }).then([]));
});
