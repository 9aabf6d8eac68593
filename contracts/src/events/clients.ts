import { z } from 'zod';
import type { PersonalDataMap } from './personal-data.js';
import { CaseDetails } from '../case-details.js';
import { ReviewView } from '../compliance.js';
import { DEFAULT_LANGUAGE, Language } from '../languages.js';
import { ListedSupporter } from './survey.js';

/**
 * A link's code as an event carries it: the code and the link (`{PUBLIC_URL}/c/{code}` or `/p/{code}`)
 * sealed with the client's key, for the services that send it and the attorney's client view, and the
 * code's keyed hash (HMAC-SHA256 under a key clients derives from its master key), by which clients finds
 * the link. Invitations from before the hash (issue 32) carry the code and link in plain text and no hash.
 */
const LinkCode = z.object({
  shortCode: z.string(),
  shortCodeUrl: z.string(),
  shortCodeHash: z.string().optional(),
});
const linkCodeFields = ['shortCode', 'shortCodeUrl'] as const;

/** The client's name and how they are reached, as the invitation gives them and a correction changes them. */
const ClientContact = z.object({
  firstName: z.string(),
  lastName: z.string(),
  email: z.string().nullable(),
  phoneNumber: z.string().nullable(),
  useEmail: z.boolean(),
  useSms: z.boolean(),
});

/** A supporter the client listed, with their own link: see `SupporterInvited` below. */
const SupporterInvited = ListedSupporter.extend({
  supporterId: z.string(),
  clientId: z.string(),
  subscriberId: z.string(),
  clientFirstName: z.string().nullable(),
  clientLastName: z.string().nullable(),
  ...LinkCode.shape,
  /** The client's language when they listed the supporter: the invitation and the letter page are in it. */
  language: Language.default(DEFAULT_LANGUAGE),
});

/**
 * Events of the clients service (stream `client-<clientId>`). The client's personal fields are sealed
 * with the client's key (subject `clientId`); `ClientDeleted` makes every service erase its key of
 * that client and drop the plaintext from its read models.
 */
export const ClientEvents = {
  /**
   * An attorney invited a client. Survey makes the form from `templateIds` (the defaults when empty),
   * identity makes the client's account (`applicationUserId`, role Client, no password yet),
   * notification sends the link by the chosen channels and schedules the reminders.
   */
  ClientInvited: z.object({
    clientId: z.string(),
    applicationUserId: z.string(),
    subscriberId: z.string(),
    subscriberDisplayName: z.string().nullable(),
    ...ClientContact.shape,
    reminderDays: z.number().int(),
    enableSupporters: z.boolean(),
    isProctored: z.boolean(),
    templateIds: z.array(z.string()),
    ...LinkCode.shape,
    /** The client's language (issue 15); invitations from before it read as English. */
    preferredLanguage: Language.default(DEFAULT_LANGUAGE),
  }),
  /**
   * An operator renewed the code of the client's link while the invitation was not accepted yet (`npm run
   * rotate-link-codes`), or the attorney resent the invitation (issue 36, `resentBy`): the old code leads nowhere, identity takes the new one for
   * `acceptInvite`, notification sends the new link by the invitation's channels and its reminders carry it.
   */
  ClientLinkRenewed: LinkCode.required().extend({
    clientId: z.string(),
    /** The attorney (or site admin) who resent the invitation with a new link (issue 36); absent for an operator's rotation. */
    resentBy: z.string().optional(),
  }),
  /**
   * The attorney (or a site admin) corrected the client's name, email or phone, or the channels (issue 36):
   * identity moves the client's login name, notification's invitations and reminders go to the new contacts,
   * the reports take the new name. The answers stay as they are.
   */
  ClientContactChanged: z.object({
    clientId: z.string(),
    applicationUserId: z.string(),
    ...ClientContact.shape,
  }),
  /** The client chose another language on one of their pages (issue 15): their messages and screens follow it. */
  ClientLanguageChanged: z.object({ clientId: z.string(), language: Language }),
  /**
   * The attorney (or a site admin) saved the client's case details in the client view (issue 34): every field
   * as saved, null where none is given (the report then takes the client's answer). Reporting's cover and
   * Client Facts show them.
   */
  ClientCaseDetailsChanged: z.object({ clientId: z.string(), caseDetails: CaseDetails }),
  /** The attorney (or a site admin) deleted the client: every service forgets the client's personal data. */
  ClientDeleted: z.object({
    clientId: z.string(),
    applicationUserId: z.string(),
    subscriberId: z.string(),
    deletedBy: z.string(),
  }),
  /**
   * A supporter the client listed (survey's `SupportersListed`), with their own link (`/p/{code}`), on the
   * supporter's stream `supporter-<supporterId>`. Notification invites them by the contacts given, in the
   * client's name. Sealed with the client's key: the supporter is erased with the client.
   */
  SupporterInvited,
  /**
   * An operator renewed the code of the link of a supporter whose letter is not signed yet (`npm run
   * rotate-link-codes`): the old code leads nowhere, and notification sends the new link to the
   * supporter's contacts as it sent the invitation (which this repeats, sealed alike).
   */
  SupporterLinkRenewed: SupporterInvited.pick({
    supporterId: true,
    clientId: true,
    firstName: true,
    email: true,
    phoneNumber: true,
    clientFirstName: true,
    clientLastName: true,
    language: true,
  }).extend(LinkCode.required().shape),
  /**
   * The supporter saved their letter (`POST /api/supporter/submit`). With `isComplete` it is signed and
   * read-only from then on: `signature` records the typed name's consent (the exact text agreed to), the
   * address and browser it came from, and the SHA-256 of the letter's text; the time is the event's.
   */
  SupporterLetterSaved: z.object({
    supporterId: z.string(),
    clientId: z.string(),
    subscriberId: z.string(),
    supportText: z.string(),
    signatureName: z.string().nullable(),
    isComplete: z.boolean(),
    signature: z
      .object({
        eSignConsentText: z.string(),
        ipAddress: z.string().nullable(),
        userAgent: z.string().nullable(),
        supportTextSha256: z.string(),
      })
      .nullable(),
  }),
  /**
   * A compliance reviewer looked at the client's history (stream `review-<clientId>`): what they looked
   * at, and for a replay the instants. Recorded for deleted clients too.
   */
  ClientRecordReviewed: z.object({
    clientId: z.string(),
    reviewerId: z.string(),
    view: ReviewView,
    instants: z.array(z.string()),
  }),
} as const;

export type ClientEventType = keyof typeof ClientEvents;
export type ClientEventData<K extends ClientEventType> = z.infer<(typeof ClientEvents)[K]>;

/**
 * The client's fields, and the subscriber's display name as the invitation shows it to the client
 * ("Client of ..."): part of the client's record, erased with it. The links' codes too: erased, a link
 * leads nowhere anyway. The case details as one sealed value: the court, the charges and the rest.
 */
export const clientsPersonalData: PersonalDataMap = {
  ClientInvited: { subject: 'clientId', fields: ['firstName', 'lastName', 'email', 'phoneNumber', 'subscriberDisplayName', ...linkCodeFields] },
  ClientLinkRenewed: { subject: 'clientId', fields: linkCodeFields },
  ClientContactChanged: { subject: 'clientId', fields: ['firstName', 'lastName', 'email', 'phoneNumber'] },
  ClientCaseDetailsChanged: { subject: 'clientId', fields: ['caseDetails'] },
  SupporterInvited: {
    subject: 'clientId',
    fields: ['firstName', 'lastName', 'clientRelationship', 'email', 'phoneNumber', 'clientFirstName', 'clientLastName', ...linkCodeFields],
  },
  SupporterLinkRenewed: { subject: 'clientId', fields: ['firstName', 'email', 'phoneNumber', 'clientFirstName', 'clientLastName', ...linkCodeFields] },
  SupporterLetterSaved: { subject: 'clientId', fields: ['supportText', 'signatureName', 'signature'] },
};
