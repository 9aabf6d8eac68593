import { z } from 'zod';
import { email, password, PASSWORD_MAX_LENGTH, requiredText, text, uuid } from './fields.js';
import { Messages } from './messages.js';
import { PHONE_NUMBER, usPhoneInSpecFormat } from './phone.js';
import { Role } from './roles.js';
import { timeZone } from './time-zones.js';

/** Answers of the account calls that the spec leaves open (spec 01 §7: "not shown"); identity's choice. */
export const AccountMessages = {
  incorrectCredentials: 'The email or password is incorrect.',
  invalidVerificationCode: 'The verification code is invalid or has expired.',
  invalidResetLink: 'The password reset link is invalid or has expired.',
  emailTaken: 'An account with this email address already exists.',
  commonPassword: 'This password is too common. Please choose another.',
  incorrectCurrentPassword: 'The current password is incorrect.',
  userNotFound: 'The user was not found.',
  /** `POST /api/client/acceptInvite` of an invitation already accepted (409). */
  invitationAlreadyAccepted: 'You have already created your password for this invitation. Please log in with your email address (or phone number) and password.',
  /** Login with the right password to an account a site admin disabled (issue 36). */
  accountDisabled: 'This account has been disabled. Please contact the site administrator.',
  cannotDisableSelf: 'You cannot disable your own account.',
} as const;

/**
 * A password the user already has (login, change password): required and bounded, but not trimmed
 * and not held to today's rules, or a password set with spaces at its ends could never be typed again.
 */
export const existingPassword = () => text().min(1, Messages.required).max(PASSWORD_MAX_LENGTH, Messages.maxLength(PASSWORD_MAX_LENGTH));

/**
 * What a user signs in with (the `email` field of login and password reset): an email address, or
 * the phone number a client was invited by (a client invited by text message only has no address).
 * A phone number is written as the invitation stores it, XXX-XXX-XXXX, whatever separators were typed.
 */
export const loginName = () =>
  text()
    .trim()
    .min(1, { error: Messages.required, abort: true })
    .max(254, Messages.maxLength(254))
    .transform((value, ctx) => {
      if (value.includes('@')) {
        const address = z.email().safeParse(value);
        if (address.success) return address.data.toLowerCase();
      } else {
        const phone = usPhoneInSpecFormat(value);
        if (phone) return phone;
      }
      ctx.addIssue({ code: 'custom', message: Messages.invalidEmail });
      return z.NEVER;
    });

/** Spec 01 §7: the account calls of the identity service. */
export const RegisterRequest = z.object({
  email: email(),
  password: password(),
  /** The browser's time zone (issue 36, item 12): kept on the account, editable later. */
  timeZone: timeZone().optional(),
});
export type RegisterRequest = z.infer<typeof RegisterRequest>;

const verificationCode = () => requiredText({ max: 12 }).regex(/^\d+$/, Messages.verificationCodeNotANumber);

export const LoginRequest = z.object({
  email: loginName(),
  password: existingPassword(),
  verificationCode: verificationCode().optional().nullable().or(z.literal('')),
});
export type LoginRequest = z.infer<typeof LoginRequest>;

export const RequestPasswordResetRequest = z.object({ email: loginName() });
export type RequestPasswordResetRequest = z.infer<typeof RequestPasswordResetRequest>;
export const ResetPasswordRequest = z.object({
  email: loginName(),
  token: requiredText({ max: 512 }),
  password: password(),
});
export type ResetPasswordRequest = z.infer<typeof ResetPasswordRequest>;
export const ChangePasswordRequest = z.object({
  oldPassword: existingPassword(),
  newPassword: password(),
});
export type ChangePasswordRequest = z.infer<typeof ChangePasswordRequest>;
/** E.164 or the spec's XXX-XXX-XXXX (US) format. */
export const phoneNumber = () => requiredText({ max: 20 }).regex(PHONE_NUMBER, Messages.phoneFormat);
export const VerifyPhoneNumberRequest = z.object({ phoneNumber: phoneNumber() });
export type VerifyPhoneNumberRequest = z.infer<typeof VerifyPhoneNumberRequest>;
export const VerifyVerificationCodeRequest = z.object({ verificationCode: verificationCode() });
export type VerifyVerificationCodeRequest = z.infer<typeof VerifyVerificationCodeRequest>;
export const SpoofLoginRequest = z.object({ userId: uuid() });
export type SpoofLoginRequest = z.infer<typeof SpoofLoginRequest>;

export const AuthResponse = z.object({
  jwtToken: z.string().nullable(),
  userName: z.string().nullable(),
  id: z.string().nullable(),
  roles: z.array(Role),
  requiresVerificationCode: z.boolean(),
});
export type AuthResponse = z.infer<typeof AuthResponse>;

export const TemporaryAccessTokenResponse = z.object({ token: z.string() });
export type TemporaryAccessTokenResponse = z.infer<typeof TemporaryAccessTokenResponse>;

/**
 * The gateway's question to identity about a site admin's temporary access token for the admin pages
 * (`ServicePaths.adminPagesToken`): `exchange` for the one trade of the token for the cookie (it spends the
 * token), else a page's check of the cookie. Answered with the token's expiry, or the spec's 401/403.
 */
export const AdminPagesTokenRequest = z.object({ token: z.string().max(4096), exchange: z.boolean() });
export type AdminPagesTokenRequest = z.infer<typeof AdminPagesTokenRequest>;
export const AdminPagesTokenAnswer = z.object({ expiresAt: z.iso.datetime() });
export type AdminPagesTokenAnswer = z.infer<typeof AdminPagesTokenAnswer>;

/** `includes` the user list and user view accept (spec 01 §7). */
export const ApplicationUserIncludes = ['Client', 'Client.SubscriptionUser', 'Client.SubscriptionUser.Subscription', 'Client.SubscriptionUser.ApplicationUser'] as const;

/** Admin view of a user (spec 01 §3). `client` is filled by later services. */
export const ApplicationUser = z.object({
  id: z.string(),
  userName: z.string().nullable(),
  email: z.string().nullable(),
  firstName: z.string().nullable(),
  lastName: z.string().nullable(),
  displayName: z.string().nullable(),
  phoneNumber: z.string().nullable(),
  roles: z.array(Role),
  twoFactorEnabled: z.boolean(),
  /** A site admin disabled the account (issue 36): it cannot log in. */
  disabled: z.boolean().optional(),
  /** The account's time zone (IANA, issue 36): null until one is known (an account from before it). */
  timeZone: z.string().nullable().optional(),
  created: z.string(),
  /**
   * The client record of a client's account, with the `Client...` includes (spec 01 §3): `{ id,
   * subscriptionUser: { applicationUserId, applicationUser: { id, displayName, firstName, lastName },
   * subscription } }`, each part present when included (`subscription`: the subscriber's, as identity keeps it
   * from billing's events, or null; issue 36). Null for other accounts and without the `Client` include.
   */
  client: z.record(z.string(), z.unknown()).nullable().optional(),
});
export type ApplicationUser = z.infer<typeof ApplicationUser>;
