import { timingSafeEqual } from 'node:crypto';
import { AccountMessages, Messages, Roles, type Role } from '@app/contracts';
import { ConflictError, DomainError, ForbiddenError, NotFoundError, type Decider } from '@app/platform';
import { evolve, initialState, type CodePurpose, type UserEvent, type UserState } from './user.js';

/** A code or token made by the caller (random values stay out of the pure decision). */
export interface NewCode {
  code: string;
  codeHash: string;
  expiresAt: string;
}

export type UserCommand =
  | { type: 'RegisterUser'; userId: string; email: string; passwordHash: string | null; roles: Role[]; source: 'self' | 'seed' | 'admin' | 'enterprise'; timeZone?: string | null }
  /** `PUT /api/account/timeZone` (issue 36): the user's own time zone (IANA). */
  | { type: 'ChangeTimeZone'; timeZone: string }
  /** Answer to clients' ClientInvited: the client's account, without a password until the invitation is accepted. */
  | { type: 'RegisterClient'; userId: string; clientId: string; subscriberId: string; email: string | null; phoneNumber: string | null; firstName: string; lastName: string }
  /** `POST /api/client/acceptInvite`: the short code named this account and this client. */
  | { type: 'AcceptInvitation'; clientId: string; passwordHash: string }
  /** `passwordCorrect` is argon2's verdict; `codeHash` the HMAC of the code entered (null: none entered). */
  | { type: 'LogIn'; now: Date; passwordCorrect: boolean; codeHash: string | null; newCode: NewCode }
  | { type: 'RequestPasswordReset'; token: string; tokenHash: string; expiresAt: string }
  | { type: 'ResetPassword'; now: Date; tokenHash: string; passwordHash: string }
  | { type: 'ChangePassword'; oldPasswordCorrect: boolean; passwordHash: string }
  | { type: 'SendTwoFactorCode'; phoneNumber: string; newCode: NewCode }
  | { type: 'EnableTwoFactor'; now: Date; codeHash: string }
  /** `adminSpoofedBy`: set when the admin's own session is already a spoofed one. */
  | { type: 'StartSpoofLogin'; adminUserId: string; adminSpoofedBy: string | null }
  | { type: 'GrantRoles'; roles: Role[] }
  | { type: 'NameAccount'; firstName: string; lastName: string }
  | { type: 'RevokeRoles'; roles: Role[] }
  /** Answer to billing's EnterpriseMemberAdded: the member is this user (and a subscriber). */
  | { type: 'LinkEnterpriseMembership'; subscriptionId: string; memberId: string }
  | { type: 'ErasePersonalData' }
  /** `POST /api/account/disableTwoFactor`: `passwordCorrect` is argon2's verdict on the password entered. */
  | { type: 'DisableTwoFactor'; passwordCorrect: boolean }
  /** A site admin's correction of the email, or clients' correction of a client's email and phone (`phoneNumber` then set). */
  | { type: 'ChangeContact'; email: string | null; phoneNumber?: string | null }
  | { type: 'DisableAccount'; adminUserId: string }
  | { type: 'EnableAccount'; adminUserId: string }
  /** `POST /api/account/close`: `passwordCorrect` is argon2's verdict; erasure follows in the same transaction. */
  | { type: 'CloseAccount'; passwordCorrect: boolean };

/** A wrong login name or password (one answer for both); a login then tries the name's next account. */
export class IncorrectCredentialsError extends DomainError {
  constructor() {
    super(400, AccountMessages.incorrectCredentials);
  }
}
/** A reset token that is not the account's current one; a reset then tries the name's next account. */
export class InvalidResetLinkError extends DomainError {
  constructor() {
    super(400, AccountMessages.invalidResetLink);
  }
}
export const incorrectCredentials = () => new IncorrectCredentialsError();
export const invalidVerificationCode = () => new DomainError(400, AccountMessages.invalidVerificationCode);
export const invalidResetLink = () => new InvalidResetLinkError();
/** A disabled account's correct password: it is told why it cannot sign in. */
export const accountDisabled = () => new DomainError(400, AccountMessages.accountDisabled);
/** A wrong, deleted or unknown invitation code: one answer for all of them. */
export const invalidInvitationLink = () => new DomainError(400, Messages.invalidLink);

const expired = (expiresAt: string, now: Date) => !(Date.parse(expiresAt) > now.getTime());

/** Constant-time comparison of two hex digests. */
export function sameDigest(a: string, b: string): boolean {
  const left = Buffer.from(a, 'hex');
  const right = Buffer.from(b, 'hex');
  return left.length === right.length && left.length > 0 && timingSafeEqual(left, right);
}

function activeUser(state: UserState): string {
  if (state.status !== 'active' || !state.userId) throw new NotFoundError('The user');
  return state.userId;
}

/** Checks a code against the pending one: a wrong code is recorded (and answered as an error after it is stored). */
function checkCode(state: UserState, purpose: CodePurpose, codeHash: string, now: Date, onSuccess: () => UserEvent[]): UserEvent[] {
  const userId = activeUser(state);
  const pending = state.codes[purpose];
  if (!pending || expired(pending.expiresAt, now)) throw invalidVerificationCode();
  if (!sameDigest(pending.codeHash, codeHash)) return [{ type: 'VerificationCodeFailed', data: { userId, purpose } }];
  return onSuccess();
}

type Command<T extends UserCommand['type']> = Extract<UserCommand, { type: T }>;

function registerClient(command: Command<'RegisterClient'>, state: UserState): UserEvent[] {
  if (state.status !== 'none') throw new ConflictError();
  const { userId, clientId, subscriberId, email, phoneNumber, firstName, lastName } = command;
  return [
    { type: 'UserRegistered', data: { userId, email, passwordHash: null, roles: [Roles.Client], source: 'invite', clientId, subscriberId, phoneNumber } },
    { type: 'UserProfileChanged', data: { userId, firstName, lastName } },
  ];
}

function logIn(command: Command<'LogIn'>, state: UserState): UserEvent[] {
  if (state.status !== 'active' || !state.userId || !state.passwordHash || !command.passwordCorrect) throw incorrectCredentials();
  if (state.disabled) throw accountDisabled();
  const userId = state.userId;
  if (!state.twoFactorEnabled) return [{ type: 'UserLoggedIn', data: { userId, method: 'password' } }];
  if (command.codeHash === null) {
    const { code, codeHash, expiresAt } = command.newCode;
    return [{ type: 'VerificationCodeSent', data: { userId, phoneNumber: state.twoFactorPhoneNumber ?? '', purpose: 'login', code, codeHash, expiresAt } }];
  }
  return checkCode(state, 'login', command.codeHash, command.now, () => [{ type: 'UserLoggedIn', data: { userId, method: 'two-factor' } }]);
}

function requestPasswordReset(command: Command<'RequestPasswordReset'>, state: UserState): UserEvent[] {
  const userId = activeUser(state);
  const { token, tokenHash, expiresAt } = command;
  // By email when the account has an address; a client invited by text message alone gets it by text message.
  if (state.email) return [{ type: 'PasswordResetRequested', data: { userId, email: state.email, token, tokenHash, expiresAt } }];
  if (state.phoneNumber) return [{ type: 'PasswordResetRequested', data: { userId, email: null, phoneNumber: state.phoneNumber, token, tokenHash, expiresAt } }];
  return [];
}

function resetPassword(command: Command<'ResetPassword'>, state: UserState): UserEvent[] {
  if (state.status !== 'active' || !state.userId) throw invalidResetLink();
  const userId = state.userId;
  const pending = state.passwordReset;
  // Refused without recording anything, as for an unknown address: a wrong link writes nothing either way.
  if (!pending || expired(pending.expiresAt, command.now) || !sameDigest(pending.tokenHash, command.tokenHash)) throw invalidResetLink();
  return [{ type: 'PasswordChanged', data: { userId, passwordHash: command.passwordHash, reason: 'reset', securityStamp: state.securityStamp + 1 } }];
}

function startSpoofLogin(command: Command<'StartSpoofLogin'>, state: UserState): UserEvent[] {
  // Acting as someone while already acting as someone else would hide who really acts.
  if (command.adminSpoofedBy) throw new ForbiddenError();
  const userId = activeUser(state);
  if (state.disabled) throw accountDisabled();
  return [{ type: 'SpoofLoginStarted', data: { userId, adminUserId: command.adminUserId } }];
}

function linkEnterpriseMembership(command: Command<'LinkEnterpriseMembership'>, state: UserState): UserEvent[] {
  // Every EnterpriseMemberAdded gets its answer (billing links a member once); a redelivery of
  // the same event never gets here (the consumer's inbox skips it).
  const userId = activeUser(state);
  const { subscriptionId, memberId } = command;
  return [...decide({ type: 'GrantRoles', roles: [Roles.Subscriber] }, state), { type: 'EnterpriseMembershipLinked', data: { userId, subscriptionId, memberId } }];
}

function acceptInvitation(command: Command<'AcceptInvitation'>, state: UserState): UserEvent[] {
  if (state.status !== 'active' || !state.userId || state.clientId !== command.clientId) throw invalidInvitationLink();
  if (state.invitationAccepted) throw new ConflictError(AccountMessages.invitationAlreadyAccepted);
  return [{ type: 'InvitationAccepted', data: { userId: state.userId, clientId: command.clientId, passwordHash: command.passwordHash } }];
}

function changeContact(command: Command<'ChangeContact'>, state: UserState): UserEvent[] {
  const userId = activeUser(state);
  const phoneNumber = command.phoneNumber === undefined ? state.phoneNumber : command.phoneNumber;
  if (command.email === state.email && phoneNumber === state.phoneNumber) return [];
  return [{ type: 'UserContactChanged', data: { userId, email: command.email, ...(command.phoneNumber === undefined ? {} : { phoneNumber }) } }];
}

function disableAccount(command: Command<'DisableAccount'>, state: UserState): UserEvent[] {
  const userId = activeUser(state);
  if (userId === command.adminUserId) throw new DomainError(400, AccountMessages.cannotDisableSelf);
  return state.disabled ? [] : [{ type: 'AccountDisabled', data: { userId, adminUserId: command.adminUserId, securityStamp: state.securityStamp + 1 } }];
}

export function decide(command: UserCommand, state: UserState): UserEvent[] {
  switch (command.type) {
    case 'RegisterUser': {
      if (state.status !== 'none') throw new ConflictError();
      const { userId, email, passwordHash, roles, source, timeZone } = command;
      return [{ type: 'UserRegistered', data: { userId, email, passwordHash, roles: [...new Set(roles)], source, ...(timeZone ? { timeZone } : {}) } }];
    }
    case 'ChangeTimeZone':
      return [{ type: 'TimeZoneChanged', data: { userId: activeUser(state), timeZone: command.timeZone } }];
    case 'RegisterClient':
      return registerClient(command, state);
    case 'AcceptInvitation':
      return acceptInvitation(command, state);
    case 'LogIn':
      return logIn(command, state);
    case 'RequestPasswordReset':
      return requestPasswordReset(command, state);
    case 'ResetPassword':
      return resetPassword(command, state);
    case 'ChangePassword': {
      const userId = activeUser(state);
      if (!state.passwordHash || !command.oldPasswordCorrect) throw new DomainError(400, AccountMessages.incorrectCurrentPassword);
      return [{ type: 'PasswordChanged', data: { userId, passwordHash: command.passwordHash, reason: 'change', securityStamp: state.securityStamp + 1 } }];
    }
    case 'SendTwoFactorCode': {
      const userId = activeUser(state);
      const { code, codeHash, expiresAt } = command.newCode;
      return [{ type: 'VerificationCodeSent', data: { userId, phoneNumber: command.phoneNumber, purpose: 'enable-two-factor', code, codeHash, expiresAt } }];
    }
    case 'EnableTwoFactor':
      return checkCode(state, 'enable-two-factor', command.codeHash, command.now, () => {
        const phoneNumber = state.codes['enable-two-factor']?.phoneNumber;
        if (!phoneNumber) throw invalidVerificationCode();
        return [{ type: 'TwoFactorEnabled', data: { userId: state.userId!, phoneNumber } }];
      });
    case 'StartSpoofLogin':
      return startSpoofLogin(command, state);
    case 'GrantRoles': {
      const userId = activeUser(state);
      const roles = [...new Set(command.roles)].filter((role) => !state.roles.includes(role));
      return roles.length ? [{ type: 'RolesGranted', data: { userId, roles } }] : [];
    }
    case 'NameAccount': {
      const userId = activeUser(state);
      const firstName = command.firstName.trim();
      const lastName = command.lastName.trim();
      return firstName || lastName ? [{ type: 'UserProfileChanged', data: { userId, firstName, lastName } }] : [];
    }
    case 'RevokeRoles': {
      const userId = activeUser(state);
      const roles = [...new Set(command.roles)].filter((role) => state.roles.includes(role));
      return roles.length ? [{ type: 'RolesRevoked', data: { userId, roles, securityStamp: state.securityStamp + 1 } }] : [];
    }
    case 'LinkEnterpriseMembership':
      return linkEnterpriseMembership(command, state);
    case 'DisableTwoFactor': {
      const userId = activeUser(state);
      if (!command.passwordCorrect) throw new DomainError(400, AccountMessages.incorrectCurrentPassword);
      return state.twoFactorEnabled ? [{ type: 'TwoFactorDisabled', data: { userId } }] : [];
    }
    case 'ChangeContact':
      return changeContact(command, state);
    case 'DisableAccount':
      return disableAccount(command, state);
    case 'EnableAccount': {
      const userId = activeUser(state);
      return state.disabled ? [{ type: 'AccountEnabled', data: { userId, adminUserId: command.adminUserId } }] : [];
    }
    case 'CloseAccount': {
      const userId = activeUser(state);
      if (!command.passwordCorrect) throw new DomainError(400, AccountMessages.incorrectCurrentPassword);
      return [{ type: 'AccountClosed', data: { userId } }];
    }
    case 'ErasePersonalData':
      if (state.status === 'erased') return [];
      return [{ type: 'PersonalDataErased', data: { userId: activeUser(state) } }];
  }
}

/** The error a decision that recorded a failure answers with, once the failure is stored. */
export function failureOf(events: readonly { type: string }[]): DomainError | undefined {
  if (events.some((e) => e.type === 'VerificationCodeFailed')) return invalidVerificationCode();
  return undefined;
}

export const userDecider: Decider<UserCommand, UserEvent, UserState> = { decide, evolve, initialState, failureOf };

export const emailTaken = () => new DomainError(400, AccountMessages.emailTaken);
