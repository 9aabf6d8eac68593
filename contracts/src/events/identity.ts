import { z } from 'zod';
import { Role } from '../roles.js';
import type { PersonalDataMap } from './personal-data.js';

/** Events of the identity service (stream `user-<userId>`). Personal fields are sealed; see `identityPersonalData`. */
export const IdentityEvents = {
  UserRegistered: z.object({
    userId: z.string(),
    email: z.string(),
    passwordHash: z.string().nullable(),
    roles: z.array(Role),
    source: z.enum(['self', 'seed', 'admin', 'enterprise']),
  }),
  UserProfileChanged: z.object({
    userId: z.string(),
    firstName: z.string().nullable(),
    lastName: z.string().nullable(),
  }),
  RolesGranted: z.object({ userId: z.string(), roles: z.array(Role) }),
  RolesRevoked: z.object({ userId: z.string(), roles: z.array(Role) }),
  PasswordChanged: z.object({ userId: z.string(), passwordHash: z.string(), reason: z.enum(['change', 'reset']) }),
  PasswordResetRequested: z.object({
    userId: z.string(),
    email: z.string(),
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
  /** Answer to billing's EnterpriseMemberAdded: the member's account (found or created) and its subscription. */
  EnterpriseMembershipLinked: z.object({ userId: z.string(), subscriptionId: z.string(), memberId: z.string() }),
} as const;

export type IdentityEventType = keyof typeof IdentityEvents;
export type IdentityEvent = {
  [K in IdentityEventType]: { type: K; data: z.infer<(typeof IdentityEvents)[K]> };
}[IdentityEventType];
export type IdentityEventData<K extends IdentityEventType> = z.infer<(typeof IdentityEvents)[K]>;

export const identityPersonalData: PersonalDataMap = {
  UserRegistered: { subject: 'userId', fields: ['email', 'passwordHash'] },
  UserProfileChanged: { subject: 'userId', fields: ['firstName', 'lastName'] },
  PasswordChanged: { subject: 'userId', fields: ['passwordHash'] },
  PasswordResetRequested: { subject: 'userId', fields: ['email', 'token'] },
  VerificationCodeSent: { subject: 'userId', fields: ['phoneNumber', 'code'] },
  TwoFactorEnabled: { subject: 'userId', fields: ['phoneNumber'] },
};
