import { z } from 'zod';
import { Role } from '../roles.js';
import type { PersonalDataMap } from './personal-data.js';

/** Events of the identity service (stream `user-<userId>`). Personal fields are sealed; see `identityPersonalData`. */
export const IdentityEvents = {
  UserRegistered: z.object({
    userId: z.string(),
    /** Null only for a client invited by text message alone (source 'invite'), who signs in with `phoneNumber`. */
    email: z.string().nullable(),
    passwordHash: z.string().nullable(),
    roles: z.array(Role),
    source: z.enum(['self', 'seed', 'admin', 'enterprise', 'invite']),
    /** source 'invite': the client (clients' `ClientInvited`) this account is for; it has no password until the invitation is accepted. */
    clientId: z.string().optional(),
    /** source 'invite': the client's subscriber (their attorney). */
    subscriberId: z.string().optional(),
    /** source 'invite': the phone number the client was invited by (XXX-XXX-XXXX), or null. */
    phoneNumber: z.string().nullable().optional(),
    /** The time zone (IANA) the browser had at sign-up (issue 36); absent before it and for other sources. */
    timeZone: z.string().nullable().optional(),
  }),
  UserProfileChanged: z.object({
    userId: z.string(),
    firstName: z.string().nullable(),
    lastName: z.string().nullable(),
  }),
  RolesGranted: z.object({ userId: z.string(), roles: z.array(Role) }),
  /** `securityStamp`: the account's stamp from this event on (tokens with an older one are refused); absent before 2026-11-28. */
  RolesRevoked: z.object({ userId: z.string(), roles: z.array(Role), securityStamp: z.number().int().optional() }),
  PasswordChanged: z.object({ userId: z.string(), passwordHash: z.string(), reason: z.enum(['change', 'reset']), securityStamp: z.number().int().optional() }),
  /**
   * A reset link to send: by email to `email`, or, for a client account without an address, by text
   * message to `phoneNumber` (then `email` is null).
   */
  PasswordResetRequested: z.object({
    userId: z.string(),
    email: z.string().nullable(),
    phoneNumber: z.string().nullable().optional(),
    /** The single-use token, sealed: only the mail sender reads it. */
    token: z.string(),
    tokenHash: z.string(),
    expiresAt: z.string(),
  }),
  PasswordResetTokenFailed: z.object({ userId: z.string() }),
  VerificationCodeSent: z.object({
    userId: z.string(),
    phoneNumber: z.string(),
    purpose: z.enum(['enable-two-factor', 'login']),
    code: z.string(),
    codeHash: z.string(),
    expiresAt: z.string(),
  }),
  /** A wrong code was entered for the pending code of `purpose`; the fifth failure voids that code. */
  VerificationCodeFailed: z.object({ userId: z.string(), purpose: z.enum(['enable-two-factor', 'login']) }),
  TwoFactorEnabled: z.object({ userId: z.string(), phoneNumber: z.string() }),
  UserLoggedIn: z.object({ userId: z.string(), method: z.enum(['password', 'two-factor']) }),
  SpoofLoginStarted: z.object({ userId: z.string(), adminUserId: z.string() }),
  PersonalDataErased: z.object({ userId: z.string() }),
  /** The client followed their link and chose a password (`POST /api/client/acceptInvite`): the account is activated. */
  InvitationAccepted: z.object({ userId: z.string(), clientId: z.string(), passwordHash: z.string() }),
  /** Answer to billing's EnterpriseMemberAdded: the member's account (found or created) and its subscription. */
  EnterpriseMembershipLinked: z.object({ userId: z.string(), subscriptionId: z.string(), memberId: z.string() }),
  /** The owner turned two-factor authentication off with their password (issue 36): logins ask no code. */
  TwoFactorDisabled: z.object({ userId: z.string() }),
  /**
   * The account's login name changed (issue 36): a site admin corrected the email, or the attorney corrected
   * a client's email or phone (clients' `ClientContactChanged`). `phoneNumber` only for a client's account.
   */
  UserContactChanged: z.object({ userId: z.string(), email: z.string().nullable(), phoneNumber: z.string().nullable().optional() }),
  /** A site admin disabled the account (issue 36): its sessions end at once (`securityStamp`) and it cannot log in. */
  AccountDisabled: z.object({ userId: z.string(), adminUserId: z.string(), securityStamp: z.number().int() }),
  /** A site admin enabled a disabled account again. */
  AccountEnabled: z.object({ userId: z.string(), adminUserId: z.string() }),
  /** The user chose their time zone (IANA, issue 36): days and times they read are in it; other services keep it (reporting's letters). */
  TimeZoneChanged: z.object({ userId: z.string(), timeZone: z.string() }),
  /**
   * The subscriber closed their own account with their password (issue 36): clients deletes every client of
   * theirs (`ClientDeleted` each, so every service forgets them); `PersonalDataErased` follows on this stream.
   */
  AccountClosed: z.object({ userId: z.string() }),
  /**
   * Stream `inquiry-<inquiryId>` (issue 36, item 13): a firm asked about an enterprise subscription
   * (`POST /api/contact`); `siteAdminIds`: the site admins at that moment, each of whom notification mails.
   */
  EnterpriseInquiryReceived: z.object({
    inquiryId: z.string(),
    name: z.string(),
    email: z.string(),
    firm: z.string(),
    phoneNumber: z.string().nullable(),
    seats: z.number().int().nullable(),
    message: z.string(),
    siteAdminIds: z.array(z.string()),
  }),
} as const;

export type IdentityEventType = keyof typeof IdentityEvents;

/**
 * The events that end an account's sessions (they raise its security stamp): every service refuses the
 * account's older tokens once one reaches it, an erased account's tokens all.
 */
export const SessionEndingEvents = ['PasswordChanged', 'RolesRevoked', 'PersonalDataErased', 'AccountDisabled'] as const satisfies readonly IdentityEventType[];
export type IdentityEvent = {
  [K in IdentityEventType]: { type: K; data: z.infer<(typeof IdentityEvents)[K]> };
}[IdentityEventType];
export type IdentityEventData<K extends IdentityEventType> = z.infer<(typeof IdentityEvents)[K]>;

export const identityPersonalData: PersonalDataMap = {
  UserRegistered: { subject: 'userId', fields: ['email', 'passwordHash', 'phoneNumber'] },
  UserProfileChanged: { subject: 'userId', fields: ['firstName', 'lastName'] },
  PasswordChanged: { subject: 'userId', fields: ['passwordHash'] },
  InvitationAccepted: { subject: 'userId', fields: ['passwordHash'] },
  PasswordResetRequested: { subject: 'userId', fields: ['email', 'phoneNumber', 'token'] },
  VerificationCodeSent: { subject: 'userId', fields: ['phoneNumber', 'code'] },
  TwoFactorEnabled: { subject: 'userId', fields: ['phoneNumber'] },
  UserContactChanged: { subject: 'userId', fields: ['email', 'phoneNumber'] },
  EnterpriseInquiryReceived: { subject: 'inquiryId', fields: ['name', 'email', 'firm', 'phoneNumber', 'message'] },
};
