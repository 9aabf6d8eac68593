import { z } from 'zod';
import { CaseDetails } from './case-details.js';
import { password, requiredText, text } from './fields.js';
import { DEFAULT_LANGUAGE, Language } from './languages.js';
import { Messages } from './messages.js';
import { US_PHONE } from './phone.js';

export * from './case-details.js';

/** Clients (spec 02 §3): the people an attorney invites to fill in the questionnaire; owned by the clients service. */

/** spec 02 §9: reminder options in days (0 = none), default 7. */
export const ReminderDays = [0, 5, 7, 10] as const;
export const DEFAULT_REMINDER_DAYS = 7;

/** The email address shape an invitation takes (a client's and a supporter's). */
export const EMAIL_SHAPE = z.email();

const blankToNull = (value: unknown) => (typeof value === 'string' && value.trim() === '' ? null : value);
const contactText = () => z.preprocess(blankToNull, text().trim().max(254, Messages.maxLength(254)).nullable().optional());

/** POST /api/client/invite (spec 02 §3 invite payload, §5 rules, §9 defaults). */
export const InviteClientRequest = z
  .object({
    firstName: requiredText({ max: 100 }),
    lastName: requiredText({ max: 100 }),
    email: contactText(),
    phoneNumber: contactText(),
    useEmail: z.boolean().default(true),
    useSms: z.boolean().default(true),
    reminderDays: z
      .number()
      .int()
      .refine((days) => (ReminderDays as readonly number[]).includes(days), `Choose one of ${ReminderDays.join(', ')} days`)
      .default(DEFAULT_REMINDER_DAYS),
    enableSupporters: z.boolean().default(true),
    isProctored: z.boolean().default(false),
    /** The language the client's messages and screens are in (issue 15); the attorney's stay English. */
    preferredLanguage: Language.default(DEFAULT_LANGUAGE),
    /** The pages to ask; none (or empty) means the default templates. */
    templateIds: z.array(z.uuid('Must be an id')).max(100).nullable().optional(),
  })
  .superRefine((invite, ctx) => {
    if (invite.useEmail && !invite.email) ctx.addIssue({ code: 'custom', path: ['email'], message: Messages.inviteEmailRequired });
    if (invite.email && !EMAIL_SHAPE.safeParse(invite.email).success) ctx.addIssue({ code: 'custom', path: ['email'], message: Messages.invalidEmail });
    if (invite.useSms && !invite.phoneNumber) ctx.addIssue({ code: 'custom', path: ['phoneNumber'], message: Messages.invitePhoneRequired });
    if (invite.phoneNumber && !US_PHONE.test(invite.phoneNumber)) ctx.addIssue({ code: 'custom', path: ['phoneNumber'], message: Messages.phoneFormat });
  })
  .transform((invite) => ({ ...invite, email: invite.email?.toLowerCase() ?? null, phoneNumber: invite.phoneNumber ?? null }));
export type InviteClientRequest = z.infer<typeof InviteClientRequest>;

/**
 * PUT /api/client/{id} (issue 36): the attorney corrects the client's name, email and phone, and the channels
 * their invitation and reminders go by; the invitation's rules (spec 02 §5) hold. The answers are kept.
 */
export const UpdateClientRequest = z
  .object({
    firstName: requiredText({ max: 100 }),
    lastName: requiredText({ max: 100 }),
    email: contactText(),
    phoneNumber: contactText(),
    useEmail: z.boolean(),
    useSms: z.boolean(),
  })
  .superRefine((client, ctx) => {
    if (client.useEmail && !client.email) ctx.addIssue({ code: 'custom', path: ['email'], message: Messages.inviteEmailRequired });
    if (client.email && !EMAIL_SHAPE.safeParse(client.email).success) ctx.addIssue({ code: 'custom', path: ['email'], message: Messages.invalidEmail });
    if (client.useSms && !client.phoneNumber) ctx.addIssue({ code: 'custom', path: ['phoneNumber'], message: Messages.invitePhoneRequired });
    if (client.phoneNumber && !US_PHONE.test(client.phoneNumber)) ctx.addIssue({ code: 'custom', path: ['phoneNumber'], message: Messages.phoneFormat });
  })
  .transform((client) => ({ ...client, email: client.email?.toLowerCase() ?? null, phoneNumber: client.phoneNumber ?? null }));
export type UpdateClientRequest = z.infer<typeof UpdateClientRequest>;

/** POST /api/client/resendInvitation (issue 36): a new link for the client, sent again; the old link leads nowhere. */
export const ResendInvitationRequest = z.object({ clientId: z.uuid('Must be an id') });
export type ResendInvitationRequest = z.infer<typeof ResendInvitationRequest>;

/**
 * A client event (spec 02 §3) as the client view's History tab and timeline show it. InviteSent,
 * ReminderSent and their failures are notification's deliveries, one entry per message and channel.
 */
export const ClientEventTypes = [
  'InviteSent',
  'InviteFailed',
  'ReminderSent',
  'ReminderFailed',
  'Started',
  'PageSaved',
  'Completed',
  'CheckedOut',
  'CheckedIn',
  'SupporterLetterReceived',
] as const;
export const ClientEvent = z.object({
  id: z.string(),
  eventTimestamp: z.string(),
  eventType: z.enum(ClientEventTypes),
  description: z.string(),
});
export type ClientEvent = z.infer<typeof ClientEvent>;

/** `includes` of `GET /api/client` and `GET /api/client/{id}` (spec 02 §7). */
export const ClientIncludes = ['applicationUser', 'forms', 'forms.pages', 'forms.pages.answerSet', 'forms.pages.template', 'supporters', 'clientEvents'] as const;

export const ClientApplicationUser = z.object({
  id: z.string(),
  displayName: z.string().nullable(),
  firstName: z.string().nullable(),
  lastName: z.string().nullable(),
  email: z.string().nullable(),
  phoneNumber: z.string().nullable(),
});

export const ClientSupporter = z.object({
  id: z.string(),
  firstName: z.string().nullable(),
  lastName: z.string().nullable(),
  clientRelationship: z.string().nullable(),
  isCompleted: z.boolean(),
});

/** The client's subscriber, as spec 01's `Client.SubscriptionUser` include shows it. */
export const ClientSubscriptionUser = z.object({
  applicationUserId: z.string(),
  displayName: z.string().nullable(),
  subscriptionId: z.string().nullable(),
});

/** A client as `GET /api/client/{id}` answers it; each include is present only when asked for. */
export const Client = z.object({
  id: z.string(),
  applicationUserId: z.string(),
  subscriberId: z.string(),
  isProctored: z.boolean(),
  isOffline: z.boolean(),
  enableSupporters: z.boolean(),
  reminderDays: z.number().int(),
  /** The channels the invitation and reminders go by (issue 36: the client view's corrections show them). */
  useEmail: z.boolean().optional(),
  useSms: z.boolean().optional(),
  shortCodeUrl: z.string(),
  formStatus: z.enum(['Created', 'Started', 'Completed']),
  created: z.string(),
  /** The language the client reads their messages and screens in (issue 15). */
  preferredLanguage: Language,
  /** Always present: the names and contacts the attorney gave (the spec's applicationUser fields). */
  applicationUser: ClientApplicationUser,
  subscriptionUser: ClientSubscriptionUser.optional(),
  forms: z.array(z.record(z.string(), z.unknown())).optional(),
  supporters: z.array(ClientSupporter).optional(),
  clientEvents: z.array(ClientEvent).optional(),
  /** `GET /api/client/{id}` only: the case details as the attorney saved them (issue 34), each null where not given. */
  caseDetails: CaseDetails.optional(),
});
export type Client = z.infer<typeof Client>;

/** POST /api/client/deleteClient */
export const DeleteClientRequest = z.object({ clientId: z.uuid('Must be an id') });
export type DeleteClientRequest = z.infer<typeof DeleteClientRequest>;

/** GET /api/client/landingData?shortCode= (spec 02 §3 client landing data). */
export const ClientLandingData = z.object({
  isValidShortCode: z.boolean(),
  isProctorUser: z.boolean(),
  isOtherUser: z.boolean(),
  isAuthenticated: z.boolean(),
  isAccountActivated: z.boolean(),
  /** Null while survey has not made the form yet, and once it is completed. */
  activeFormId: z.string().nullable(),
  activePageId: z.string().nullable(),
  /** A field beside the spec's: tells a completed form from one survey has not made yet (both without an active form). */
  isFormCompleted: z.boolean(),
  clientFirstName: z.string().nullable(),
  clientLastName: z.string().nullable(),
  clientEmail: z.string().nullable(),
  clientEmailOrPhone: z.string().nullable(),
  clientApplicationUserId: z.string().nullable(),
  isOffline: z.boolean(),
  /** "Client of {subscriber display name}" in the top bar. */
  subscriberDisplayName: z.string().nullable(),
  /** The client's language (issue 15); English for an invalid link. */
  preferredLanguage: Language,
});
export type ClientLandingData = z.infer<typeof ClientLandingData>;

/** The landing states, derived in this order (spec 02 §4). */
export const LandingStates = ['Invalid', 'Proctor', 'Logout', 'Continue', 'Completed', 'Login', 'Register'] as const;
export type LandingState = (typeof LandingStates)[number];

/**
 * Spec 02 §4's order. A signed-in client without an active form has Completed only when the form is
 * completed; before survey made it, they Continue with no form yet (`activeFormId` null: the page waits for it).
 */
export function landingStateOf(data: ClientLandingData): LandingState {
  if (!data.isValidShortCode) return 'Invalid';
  if (data.isProctorUser) return 'Proctor';
  if (data.isOtherUser) return 'Logout';
  if (data.isAuthenticated) return data.activeFormId || !data.isFormCompleted ? 'Continue' : 'Completed';
  return data.isAccountActivated ? 'Login' : 'Register';
}

/** A short code: 13 characters of an alphabet without look-alikes (0/O, 1/l/I): at least 64 bits. */
export const SHORT_CODE_ALPHABET = '23456789abcdefghijkmnpqrstuvwxyzABCDEFGHJKLMNPQRSTUVWXYZ';
export const SHORT_CODE_LENGTH = 13;
export const shortCode = () => text().trim().min(1, Messages.required).max(64, Messages.maxLength(64));

/** GET /api/client/landingData?shortCode= : any text; a code that is wrong, deleted or malformed answers `isValidShortCode: false`. */
export const ClientLandingDataQuery = z.object({ shortCode: text().max(1_000, Messages.maxLength(1_000)).default('') });

/** POST /api/client/acceptInvite (answered by identity: passwords never leave it). */
export const AcceptInviteRequest = z.object({
  shortCode: shortCode(),
  password: password(),
});
export type AcceptInviteRequest = z.infer<typeof AcceptInviteRequest>;

/** POST /api/account/requestClientPasswordReset */
export const RequestClientPasswordResetRequest = z.object({ applicationUserId: z.uuid('Must be an id') });
export type RequestClientPasswordResetRequest = z.infer<typeof RequestClientPasswordResetRequest>;
