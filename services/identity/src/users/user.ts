import type { IdentityEvent, Role } from '@app/contracts';

/** The user aggregate (stream `user-<uuid>`): what its decisions need to know, built from its events. */
/** The events of a `user-<userId>` stream (a firm's inquiry has its own stream). */
export type UserEvent = Exclude<IdentityEvent, { type: 'EnterpriseInquiryReceived' }>;
export type CodePurpose = 'enable-two-factor' | 'login';

export const userStreamId = (userId: string) => `user-${userId}`;

/** What the account signs in with: its email, or a client's phone number when it has none. */
export const loginNameOf = (account: { email: string | null; phoneNumber: string | null }) => account.email ?? account.phoneNumber ?? '';

/** Wrong entries a verification code survives; the last one voids it. */
export const VERIFICATION_CODE_MAX_ATTEMPTS = 5;

export interface PendingCode {
  codeHash: string;
  /** The phone the code went to (null once personal data is erased). */
  phoneNumber: string | null;
  expiresAt: string;
  failedAttempts: number;
}

export interface UserState {
  status: 'none' | 'active' | 'erased';
  userId: string | null;
  email: string | null;
  /** A client account's phone number on file (the invitation's): its login name when it has no email. */
  phoneNumber: string | null;
  passwordHash: string | null;
  /** The client a client account (source 'invite') is for, and whether the client accepted the invitation. */
  clientId: string | null;
  invitationAccepted: boolean;
  roles: Role[];
  twoFactorEnabled: boolean;
  twoFactorPhoneNumber: string | null;
  /** At most one pending code per purpose; a new one supersedes the old. */
  codes: Partial<Record<CodePurpose, PendingCode>>;
  /** The one reset link that still works (a newer request supersedes it, using it voids it). */
  passwordReset: { tokenHash: string; expiresAt: string } | null;
  /**
   * Counts the changes that end the account's sessions (password changed or reset, a role revoked,
   * erasure); access tokens carry it and refresh refuses a token with an older one. The `users`
   * read model keeps the same count.
   */
  securityStamp: number;
  /** A site admin disabled the account (issue 36): it cannot log in until enabled again. */
  disabled: boolean;
}

export const initialState = (): UserState => ({
  status: 'none',
  userId: null,
  email: null,
  phoneNumber: null,
  passwordHash: null,
  clientId: null,
  invitationAccepted: false,
  roles: [],
  twoFactorEnabled: false,
  twoFactorPhoneNumber: null,
  codes: {},
  passwordReset: null,
  securityStamp: 0,
  disabled: false,
});

const withoutCode = (codes: UserState['codes'], purpose: CodePurpose): UserState['codes'] => {
  const { [purpose]: _removed, ...rest } = codes;
  return rest;
};

/** One more wrong code: the pending code is dropped once it has failed too often. */
function withFailedAttempt(state: UserState, purpose: CodePurpose): UserState {
  const pending = state.codes[purpose];
  if (!pending) return state;
  const failedAttempts = pending.failedAttempts + 1;
  return {
    ...state,
    codes: failedAttempts >= VERIFICATION_CODE_MAX_ATTEMPTS ? withoutCode(state.codes, purpose) : { ...state.codes, [purpose]: { ...pending, failedAttempts } },
  };
}

export function evolve(state: UserState, event: UserEvent): UserState {
  switch (event.type) {
    case 'UserRegistered':
      return {
        ...state,
        status: 'active',
        userId: event.data.userId,
        email: event.data.email,
        phoneNumber: event.data.phoneNumber ?? null,
        passwordHash: event.data.passwordHash,
        clientId: event.data.clientId ?? null,
        roles: [...new Set(event.data.roles)],
      };
    case 'RolesGranted':
      return { ...state, roles: [...new Set([...state.roles, ...event.data.roles])] };
    case 'RolesRevoked':
      return { ...state, roles: state.roles.filter((role) => !event.data.roles.includes(role)), securityStamp: state.securityStamp + 1 };
    case 'PasswordChanged':
      return { ...state, passwordHash: event.data.passwordHash, passwordReset: null, securityStamp: state.securityStamp + 1 };
    // The account had no password before: there are no sessions of its own to end (the stamp stays).
    case 'InvitationAccepted':
      return { ...state, passwordHash: event.data.passwordHash, passwordReset: null, invitationAccepted: true };
    case 'PasswordResetRequested':
      return { ...state, passwordReset: { tokenHash: event.data.tokenHash, expiresAt: event.data.expiresAt } };
    case 'VerificationCodeSent':
      return {
        ...state,
        codes: {
          ...state.codes,
          [event.data.purpose]: { codeHash: event.data.codeHash, phoneNumber: event.data.phoneNumber, expiresAt: event.data.expiresAt, failedAttempts: 0 },
        },
      };
    case 'VerificationCodeFailed':
      return withFailedAttempt(state, event.data.purpose);
    case 'TwoFactorEnabled':
      return {
        ...state,
        twoFactorEnabled: true,
        twoFactorPhoneNumber: event.data.phoneNumber,
        codes: withoutCode(state.codes, 'enable-two-factor'),
      };
    case 'UserLoggedIn':
      return event.data.method === 'two-factor' ? { ...state, codes: withoutCode(state.codes, 'login') } : state;
    case 'PersonalDataErased':
      return {
        ...initialState(),
        status: 'erased',
        userId: state.userId,
        roles: state.roles,
        clientId: state.clientId,
        invitationAccepted: state.invitationAccepted,
        securityStamp: state.securityStamp + 1,
      };
    case 'TwoFactorDisabled':
      return { ...state, twoFactorEnabled: false, twoFactorPhoneNumber: null };
    case 'UserContactChanged':
      return { ...state, email: event.data.email, phoneNumber: event.data.phoneNumber === undefined ? state.phoneNumber : event.data.phoneNumber };
    case 'AccountDisabled':
      return { ...state, disabled: true, securityStamp: event.data.securityStamp };
    case 'AccountEnabled':
      return { ...state, disabled: false };
    // Erasure follows in the same transaction (PersonalDataErased).
    case 'AccountClosed':
    case 'TimeZoneChanged':
    case 'UserProfileChanged':
    case 'PasswordResetTokenFailed':
    case 'SpoofLoginStarted':
    case 'EnterpriseMembershipLinked':
      return state;
  }
}
