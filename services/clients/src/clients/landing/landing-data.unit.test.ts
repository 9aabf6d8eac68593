import { landingStateOf, Roles } from '@app/contracts';
import type { Principal } from '@app/platform';
import type { ClientListRow } from '../client.query.js';
import { INVALID_LANDING, landingDataOf } from './landing-data.js';

const clientUserId = '3f0a1c2e-5b6d-4e7f-8a9b-0c1d2e3f4a5b';
const subscriberId = '9b2f8a52-2b52-4a5e-9d1e-5c1a4c0b7e11';
const formId = '7c9e6679-7425-40de-944b-e07fc1f90ae7';
const pageId = '1b4e28ba-2fa1-41d2-883f-0016d3cca427';

const client = (over: Partial<ClientListRow> = {}): ClientListRow => ({
  id: '0d1f2a3b-4c5d-4e6f-8a9b-0c1d2e3f4a5b',
  application_user_id: clientUserId,
  subscriber_id: subscriberId,
  first_name: 'Grace',
  last_name: 'Hopper',
  email: null,
  phone_number: '555-123-4567',
  use_email: false,
  use_sms: true,
  preferred_language: 'en',
  reminder_days: 7,
  enable_supporters: true,
  is_proctored: false,
  is_offline: false,
  short_code_hash: 'b'.repeat(64),
  link_event_position: '1',
  case_details_event_position: null,
  form_status: 'Created',
  active_form_id: formId,
  active_page_id: pageId,
  has_account: true,
  is_account_activated: false,
  created: new Date('2025-03-01T12:00:00.000Z'),
  deleted: false,
  subscriber_display_name: 'Ada Lovelace',
  ...over,
});

const as = (id: string, roles: Principal['roles'] = []): Principal => ({ id, userName: 'someone', roles });
const theClient = as(clientUserId, [Roles.Client]);
const theSubscriber = as(subscriberId, [Roles.Subscriber]);
const someoneElse = as('5e6f7a8b-9c0d-4e1f-8a2b-3c4d5e6f7a8b', [Roles.Client]);

describe('landing data, in the spec order of its states', () => {
  it.each([
    ['Invalid', undefined, undefined],
    ['Invalid', undefined, theClient],
    ['Proctor', client(), theSubscriber],
    ['Logout', client(), someoneElse],
    ['Continue', client(), theClient],
    ['Continue', client({ active_form_id: null, active_page_id: null, form_status: 'Created' }), theClient],
    ['Completed', client({ active_form_id: null, active_page_id: null, form_status: 'Completed' }), theClient],
    ['Login', client({ is_account_activated: true }), undefined],
    ['Register', client(), undefined],
  ] as const)('%s', (state, row, caller) => {
    expect(landingStateOf(landingDataOf(row, caller))).toBe(state);
  });

  it('an unknown code tells nothing, whoever asks', () => {
    expect(landingDataOf(undefined, theSubscriber)).toEqual(INVALID_LANDING);
    expect(landingDataOf(undefined, undefined)).toEqual(INVALID_LANDING);
  });

  it('reaches the client by email, else by phone', () => {
    expect(landingDataOf(client(), undefined).clientEmailOrPhone).toBe('555-123-4567');
    expect(landingDataOf(client({ email: 'grace@example.test' }), undefined).clientEmailOrPhone).toBe('grace@example.test');
  });

  it('a signed-in client whose form survey has not made yet continues, with no form to go to yet', () => {
    const data = landingDataOf(client({ active_form_id: null, active_page_id: null, form_status: 'Created' }), theClient);
    expect(data).toMatchObject({ activeFormId: null, activePageId: null, isFormCompleted: false });
  });

  it('names the account only once identity made it', () => {
    expect(landingDataOf(client({ has_account: false }), undefined).clientApplicationUserId).toBeNull();
  });
});
