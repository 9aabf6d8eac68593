import { deciderSpec } from '@app/platform/testing';
import { Roles, SessionEndingEvents } from '@app/contracts';
import { decide, type NewCode, type UserCommand } from './user.decide.js';
import { evolve, initialState, loginNameOf, VERIFICATION_CODE_MAX_ATTEMPTS, type UserEvent } from './user.js';

const given = deciderSpec({ decide, evolve, initialState });

const userId = '9b2f8a52-2b52-4a5e-9d1e-5c1a4c0b7e11';
const adminId = '0d1f2a3b-4c5d-4e6f-8a9b-0c1d2e3f4a5b';
const now = new Date('2025-03-01T12:00:00.000Z');
const later = (minutes: number) => new Date(now.getTime() + minutes * 60_000).toISOString();
const hashA = 'aa'.repeat(32);
const hashB = 'bb'.repeat(32);
const code = (codeHash = hashA, expiresAt = later(10)): NewCode => ({ code: '123456', codeHash, expiresAt });

const registered: UserEvent = {
  type: 'UserRegistered',
  data: { userId, email: 'ada@example.com', passwordHash: '$argon2id$hash', roles: [], source: 'self' },
};
const phoneCodeSent = (codeHash = hashA, expiresAt = later(10)): UserEvent => ({
  type: 'VerificationCodeSent',
  data: { userId, phoneNumber: '555-123-4567', purpose: 'enable-two-factor', code: '123456', codeHash, expiresAt },
});
const twoFactorOn: UserEvent = { type: 'TwoFactorEnabled', data: { userId, phoneNumber: '555-123-4567' } };
const loginCodeSent = (codeHash = hashA, expiresAt = later(10)): UserEvent => ({
  type: 'VerificationCodeSent',
  data: { userId, phoneNumber: '555-123-4567', purpose: 'login', code: '654321', codeHash, expiresAt },
});
const loginCodeFailed: UserEvent = { type: 'VerificationCodeFailed', data: { userId, purpose: 'login' } };
const resetRequested = (tokenHash = hashA, expiresAt = later(60)): UserEvent => ({
  type: 'PasswordResetRequested',
  data: { userId, email: 'ada@example.com', token: 'secret-token', tokenHash, expiresAt },
});
const logIn = (over: Partial<Extract<UserCommand, { type: 'LogIn' }>> = {}): UserCommand => ({
  type: 'LogIn',
  now,
  passwordCorrect: true,
  codeHash: null,
  newCode: code(hashB),
  ...over,
});

describe('RegisterUser', () => {
  it('registers a new user without roles', () => {
    given()
      .when({ type: 'RegisterUser', userId, email: 'ada@example.com', passwordHash: 'h', roles: [], source: 'self' })
      .then([{ type: 'UserRegistered', data: { userId, email: 'ada@example.com', passwordHash: 'h', roles: [], source: 'self' } }]);
  });

  it('refuses a stream that already exists', () => {
    given(registered)
      .when({ type: 'RegisterUser', userId, email: 'x@example.com', passwordHash: 'h', roles: [], source: 'self' })
      .thenError(409, 'The item has been edited since you loaded the page. Reload this page to get the latest changes.');
  });
});

describe('LogIn', () => {
  it('signs in with the right password', () => {
    given(registered)
      .when(logIn())
      .then([{ type: 'UserLoggedIn', data: { userId, method: 'password' } }]);
  });

  it('refuses a wrong password, an unknown user and an erased one alike', () => {
    given(registered)
      .when(logIn({ passwordCorrect: false }))
      .thenError(400, 'The email or password is incorrect.');
    given().when(logIn()).thenError(400, 'The email or password is incorrect.');
    given(registered, { type: 'PersonalDataErased', data: { userId } }).when(logIn()).thenError(400, 'The email or password is incorrect.');
  });

  it('refuses an account without a password', () => {
    given({ ...registered, data: { ...registered.data, passwordHash: null } })
      .when(logIn())
      .thenError(400, 'The email or password is incorrect.');
  });

  it('with two-factor on and no code, sends a login code to the two-factor phone', () => {
    given(registered, phoneCodeSent(), twoFactorOn)
      .when(logIn())
      .then([{ type: 'VerificationCodeSent', data: { userId, phoneNumber: '555-123-4567', purpose: 'login', code: '123456', codeHash: hashB, expiresAt: later(10) } }]);
  });

  it('with the right code, signs in by two factors', () => {
    given(registered, twoFactorOn, loginCodeSent())
      .when(logIn({ codeHash: hashA }))
      .then([{ type: 'UserLoggedIn', data: { userId, method: 'two-factor' } }]);
  });

  it('records a wrong code', () => {
    given(registered, twoFactorOn, loginCodeSent())
      .when(logIn({ codeHash: hashB }))
      .then([loginCodeFailed]);
  });

  it('voids the code after five wrong entries', () => {
    const failures = Array.from({ length: VERIFICATION_CODE_MAX_ATTEMPTS - 1 }, () => loginCodeFailed);
    given(registered, twoFactorOn, loginCodeSent(), ...failures)
      .when(logIn({ codeHash: hashA }))
      .then([{ type: 'UserLoggedIn', data: { userId, method: 'two-factor' } }]);
    given(registered, twoFactorOn, loginCodeSent(), ...failures, loginCodeFailed)
      .when(logIn({ codeHash: hashA }))
      .thenError(400, 'The verification code is invalid or has expired.');
  });

  it('refuses an expired code, a used one and a superseded one', () => {
    given(registered, twoFactorOn, loginCodeSent(hashA, now.toISOString()))
      .when(logIn({ codeHash: hashA }))
      .thenError(400, 'The verification code is invalid or has expired.');
    given(registered, twoFactorOn, loginCodeSent(), { type: 'UserLoggedIn', data: { userId, method: 'two-factor' } })
      .when(logIn({ codeHash: hashA }))
      .thenError(400, 'The verification code is invalid or has expired.');
    given(registered, twoFactorOn, loginCodeSent(hashA), loginCodeSent(hashB))
      .when(logIn({ codeHash: hashA }))
      .then([loginCodeFailed]);
  });

  it('checks the password before the code', () => {
    given(registered, twoFactorOn, loginCodeSent())
      .when(logIn({ passwordCorrect: false, codeHash: hashA }))
      .thenError(400, 'The email or password is incorrect.');
  });

  it('does not accept an enable-two-factor code for login', () => {
    given(registered, phoneCodeSent(hashB), twoFactorOn, loginCodeSent(hashA))
      .when(logIn({ codeHash: hashB }))
      .then([loginCodeFailed]);
  });
});

describe('two-factor enablement', () => {
  it('sends a code to the given phone', () => {
    given(registered)
      .when({ type: 'SendTwoFactorCode', phoneNumber: '555-987-6543', newCode: code() })
      .then([{ type: 'VerificationCodeSent', data: { userId, phoneNumber: '555-987-6543', purpose: 'enable-two-factor', code: '123456', codeHash: hashA, expiresAt: later(10) } }]);
  });

  it('enables two-factor for that phone with the right code', () => {
    given(registered, phoneCodeSent()).when({ type: 'EnableTwoFactor', now, codeHash: hashA }).then([twoFactorOn]);
  });

  it('records a wrong code, refuses without a pending code or after expiry', () => {
    given(registered, phoneCodeSent())
      .when({ type: 'EnableTwoFactor', now, codeHash: hashB })
      .then([{ type: 'VerificationCodeFailed', data: { userId, purpose: 'enable-two-factor' } }]);
    given(registered).when({ type: 'EnableTwoFactor', now, codeHash: hashA }).thenError(400, 'The verification code is invalid or has expired.');
    given(registered, phoneCodeSent(hashA, later(-1)))
      .when({ type: 'EnableTwoFactor', now, codeHash: hashA })
      .thenError(400, 'The verification code is invalid or has expired.');
    given(registered, phoneCodeSent(), twoFactorOn).when({ type: 'EnableTwoFactor', now, codeHash: hashA }).thenError(400, 'The verification code is invalid or has expired.');
  });

  it('voids the code after five wrong entries', () => {
    const failed: UserEvent = { type: 'VerificationCodeFailed', data: { userId, purpose: 'enable-two-factor' } };
    given(registered, phoneCodeSent(), failed, failed, failed, failed, failed)
      .when({ type: 'EnableTwoFactor', now, codeHash: hashA })
      .thenError(400, 'The verification code is invalid or has expired.');
  });

  it('is refused for an unknown user', () => {
    given().when({ type: 'SendTwoFactorCode', phoneNumber: '555-987-6543', newCode: code() }).thenError(404, 'The user was not found.');
  });
});

describe('password reset', () => {
  const reset = (tokenHash: string, at = now): UserCommand => ({ type: 'ResetPassword', now: at, tokenHash, passwordHash: 'new-hash' });

  it('records a request with its token', () => {
    given(registered)
      .when({ type: 'RequestPasswordReset', token: 'secret-token', tokenHash: hashA, expiresAt: later(60) })
      .then([resetRequested()]);
  });

  it('changes the password with the current token', () => {
    given(registered, resetRequested())
      .when(reset(hashA))
      .then([{ type: 'PasswordChanged', data: { userId, passwordHash: 'new-hash', reason: 'reset', securityStamp: 1 } }]);
  });

  it('refuses a wrong, used, superseded or expired token without recording anything, as for an unknown user', () => {
    const invalid = [400, 'The password reset link is invalid or has expired.'] as const;
    given(registered, resetRequested())
      .when(reset(hashB))
      .thenError(...invalid);
    given(registered, resetRequested(), { type: 'PasswordChanged', data: { userId, passwordHash: 'new-hash', reason: 'reset' } })
      .when(reset(hashA))
      .thenError(...invalid);
    given(registered, resetRequested(hashA), resetRequested(hashB))
      .when(reset(hashA))
      .thenError(...invalid);
    given(registered, resetRequested())
      .when(reset(hashA, new Date(now.getTime() + 60 * 60_000)))
      .thenError(...invalid);
    given(registered)
      .when(reset(hashA))
      .thenError(...invalid);
  });

  it('refuses an unknown user without recording anything', () => {
    given().when(reset(hashA)).thenError(400, 'The password reset link is invalid or has expired.');
  });
});

describe('security stamp', () => {
  const stampAfter = (...events: UserEvent[]) => events.reduce(evolve, initialState()).securityStamp;
  const changed: UserEvent = { type: 'PasswordChanged', data: { userId, passwordHash: 'new', reason: 'change' } };
  const revoked: UserEvent = { type: 'RolesRevoked', data: { userId, roles: [Roles.Subscriber] } };
  const erased: UserEvent = { type: 'PersonalDataErased', data: { userId } };

  it('changes with a password change or reset, a role revocation and erasure', () => {
    expect(stampAfter(registered)).toBe(0);
    expect(stampAfter(registered, changed)).toBe(1);
    expect(stampAfter(registered, changed, revoked)).toBe(2);
    expect(stampAfter(registered, changed, revoked, erased)).toBe(3);
    expect(SessionEndingEvents).toEqual(['PasswordChanged', 'RolesRevoked', 'PersonalDataErased', 'AccountDisabled']);
  });

  it('changes when a site admin disables the account, and the account cannot log in until enabled', () => {
    const adminUserId = 'admin-1';
    given(registered)
      .when({ type: 'DisableAccount', adminUserId })
      .then([{ type: 'AccountDisabled', data: { userId, adminUserId, securityStamp: 1 } }]);
    const disabled: UserEvent = { type: 'AccountDisabled', data: { userId, adminUserId, securityStamp: 1 } };
    expect(stampAfter(registered, disabled)).toBe(1);
    given(registered, disabled).when({ type: 'DisableAccount', adminUserId }).then([]);
    given(registered, disabled)
      .when({ type: 'EnableAccount', adminUserId })
      .then([{ type: 'AccountEnabled', data: { userId, adminUserId } }]);
    given(registered).when({ type: 'EnableAccount', adminUserId }).then([]);
    given(registered).when({ type: 'DisableAccount', adminUserId: userId }).thenError(400, 'You cannot disable your own account.');
  });

  it('stays with anything else', () => {
    expect(
      stampAfter(
        registered,
        resetRequested(),
        { type: 'RolesGranted', data: { userId, roles: [Roles.Subscriber] } },
        { type: 'UserLoggedIn', data: { userId, method: 'password' } },
        phoneCodeSent(),
        twoFactorOn,
        { type: 'SpoofLoginStarted', data: { userId, adminUserId: adminId } },
      ),
    ).toBe(0);
  });
});

describe('ChangePassword', () => {
  it('changes the password when the old one is right', () => {
    given(registered)
      .when({ type: 'ChangePassword', oldPasswordCorrect: true, passwordHash: 'new' })
      .then([{ type: 'PasswordChanged', data: { userId, passwordHash: 'new', reason: 'change', securityStamp: 1 } }]);
  });

  it('refuses a wrong old password', () => {
    given(registered).when({ type: 'ChangePassword', oldPasswordCorrect: false, passwordHash: 'new' }).thenError(400, 'The current password is incorrect.');
  });
});

describe('StartSpoofLogin', () => {
  it('records the admin acting as the user', () => {
    given(registered)
      .when({ type: 'StartSpoofLogin', adminUserId: adminId, adminSpoofedBy: null })
      .then([{ type: 'SpoofLoginStarted', data: { userId, adminUserId: adminId } }]);
  });

  it('is refused from a session that is already spoofed', () => {
    given(registered).when({ type: 'StartSpoofLogin', adminUserId: adminId, adminSpoofedBy: 'someone' }).thenError(403, 'You are not logged in or do not have access.');
  });

  it('is refused for an unknown or erased user', () => {
    given().when({ type: 'StartSpoofLogin', adminUserId: adminId, adminSpoofedBy: null }).thenError(404, 'The user was not found.');
    given(registered, { type: 'PersonalDataErased', data: { userId } })
      .when({ type: 'StartSpoofLogin', adminUserId: adminId, adminSpoofedBy: null })
      .thenError(404, 'The user was not found.');
  });
});

describe('roles', () => {
  it('grants only roles not yet held', () => {
    given(registered, { type: 'RolesGranted', data: { userId, roles: [Roles.Subscriber] } })
      .when({ type: 'GrantRoles', roles: [Roles.Subscriber, Roles.SiteAdmin, Roles.SiteAdmin] })
      .then([{ type: 'RolesGranted', data: { userId, roles: [Roles.SiteAdmin] } }]);
    given(registered, { type: 'RolesGranted', data: { userId, roles: [Roles.Subscriber] } })
      .when({ type: 'GrantRoles', roles: [Roles.Subscriber] })
      .then([]);
  });

  it('revokes only roles held', () => {
    given(registered, { type: 'RolesGranted', data: { userId, roles: [Roles.Subscriber] } })
      .when({ type: 'RevokeRoles', roles: [Roles.Subscriber, Roles.Client] })
      .then([{ type: 'RolesRevoked', data: { userId, roles: [Roles.Subscriber], securityStamp: 1 } }]);
    given(registered, { type: 'RolesGranted', data: { userId, roles: [Roles.Subscriber] } }, { type: 'RolesRevoked', data: { userId, roles: [Roles.Subscriber] } })
      .when({ type: 'RevokeRoles', roles: [Roles.Subscriber] })
      .then([]);
  });

  it('evolves the roles a token will carry', () => {
    const state = [
      registered,
      { type: 'RolesGranted', data: { userId, roles: [Roles.Subscriber, Roles.Client] } },
      { type: 'RolesRevoked', data: { userId, roles: [Roles.Client] } },
    ].reduce((s, e) => evolve(s, e as UserEvent), initialState());
    expect(state.roles).toEqual([Roles.Subscriber]);
  });
});

describe('LinkEnterpriseMembership', () => {
  const subscriptionId = 'sub-1';
  const memberId = 'member-1';
  const link: UserCommand = { type: 'LinkEnterpriseMembership', subscriptionId, memberId };
  const linked: UserEvent = { type: 'EnterpriseMembershipLinked', data: { userId, subscriptionId, memberId } };

  it('grants Subscriber to a user without it, then links the membership', () => {
    given(registered)
      .when(link)
      .then([{ type: 'RolesGranted', data: { userId, roles: [Roles.Subscriber] } }, linked]);
  });

  it('only links a user who is a subscriber already', () => {
    given(registered, { type: 'RolesGranted', data: { userId, roles: [Roles.Subscriber] } })
      .when(link)
      .then([linked]);
    given({ ...registered, data: { ...registered.data, passwordHash: null, roles: [Roles.Subscriber], source: 'enterprise' } })
      .when(link)
      .then([linked]);
  });

  it('is refused for an unknown or erased user', () => {
    given().when(link).thenError(404, 'The user was not found.');
    given(registered, { type: 'PersonalDataErased', data: { userId } }).when(link).thenError(404, 'The user was not found.');
  });
});

describe('ErasePersonalData', () => {
  it('erases once', () => {
    given(registered)
      .when({ type: 'ErasePersonalData' })
      .then([{ type: 'PersonalDataErased', data: { userId } }]);
    given(registered, { type: 'PersonalDataErased', data: { userId } }).when({ type: 'ErasePersonalData' }).then([]);
  });

  it('is refused for an unknown user', () => {
    given().when({ type: 'ErasePersonalData' }).thenError(404, 'The user was not found.');
  });
});

describe("clients' accounts", () => {
  const clientId = '5e0a1d2c-3b4a-4f5e-8d7c-6b5a4f3e2d1c';
  const subscriberId = '7a6b5c4d-3e2f-4a1b-9c8d-7e6f5a4b3c2d';
  const registerClient = (over: Partial<Extract<UserCommand, { type: 'RegisterClient' }>> = {}): UserCommand => ({
    type: 'RegisterClient',
    userId,
    clientId,
    subscriberId,
    email: 'casey@example.com',
    phoneNumber: '555-123-4567',
    firstName: 'Casey',
    lastName: 'Client',
    ...over,
  });
  const clientRegistered = (over: Partial<Extract<UserEvent, { type: 'UserRegistered' }>['data']> = {}): UserEvent => ({
    type: 'UserRegistered',
    data: { userId, email: 'casey@example.com', passwordHash: null, roles: [Roles.Client], source: 'invite', clientId, subscriberId, phoneNumber: '555-123-4567', ...over },
  });
  const accept: UserCommand = { type: 'AcceptInvitation', clientId, passwordHash: 'chosen' };
  const accepted: UserEvent = { type: 'InvitationAccepted', data: { userId, clientId, passwordHash: 'chosen' } };

  it('registers a client without a password, with the names of the invitation', () => {
    given()
      .when(registerClient())
      .then([clientRegistered(), { type: 'UserProfileChanged', data: { userId, firstName: 'Casey', lastName: 'Client' } }]);
    given(clientRegistered()).when(registerClient()).thenError(409, 'The item has been edited since you loaded the page. Reload this page to get the latest changes.');
  });

  it('accepts the invitation once, with a password, without ending any session', () => {
    given(clientRegistered()).when(accept).then([accepted]);
    given(clientRegistered(), accepted)
      .when(accept)
      .thenError(409, 'You have already created your password for this invitation. Please log in with your email address (or phone number) and password.');
    const after = given(clientRegistered(), accepted).state;
    expect(after).toMatchObject({ passwordHash: 'chosen', invitationAccepted: true, securityStamp: 0 });
  });

  it("refuses another client's code, an account that is not a client's, an unknown and an erased one alike", () => {
    const invalidLink = [400, 'The link you followed is invalid.'] as const;
    given(clientRegistered())
      .when({ ...accept, clientId: subscriberId })
      .thenError(...invalidLink);
    given(registered)
      .when(accept)
      .thenError(...invalidLink);
    given()
      .when(accept)
      .thenError(...invalidLink);
    given(clientRegistered(), accepted, { type: 'PersonalDataErased', data: { userId } })
      .when(accept)
      .thenError(...invalidLink);
  });

  it('sends a reset link by email when the account has an address, else by text message to the phone on file', () => {
    const request: UserCommand = { type: 'RequestPasswordReset', token: 'secret-token', tokenHash: hashA, expiresAt: later(60) };
    given(clientRegistered())
      .when(request)
      .then([{ type: 'PasswordResetRequested', data: { userId, email: 'casey@example.com', token: 'secret-token', tokenHash: hashA, expiresAt: later(60) } }]);
    given(clientRegistered({ email: null }))
      .when(request)
      .then([{ type: 'PasswordResetRequested', data: { userId, email: null, phoneNumber: '555-123-4567', token: 'secret-token', tokenHash: hashA, expiresAt: later(60) } }]);
    given(clientRegistered({ email: null, phoneNumber: null }))
      .when(request)
      .then([]);
  });

  it('signs a client invited by text message in by the phone number', () => {
    expect(loginNameOf(given(clientRegistered({ email: null })).state)).toBe('555-123-4567');
    expect(loginNameOf(given(clientRegistered()).state)).toBe('casey@example.com');
  });
});
