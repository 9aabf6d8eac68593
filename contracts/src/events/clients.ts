import { z } from 'zod';
import type { PersonalDataMap } from './personal-data.js';

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
    firstName: z.string(),
    lastName: z.string(),
    email: z.string().nullable(),
    phoneNumber: z.string().nullable(),
    useEmail: z.boolean(),
    useSms: z.boolean(),
    reminderDays: z.number().int(),
    enableSupporters: z.boolean(),
    isProctored: z.boolean(),
    templateIds: z.array(z.string()),
    shortCode: z.string(),
    shortCodeUrl: z.string(),
  }),
  /** The attorney (or a site admin) deleted the client: every service forgets the client's personal data. */
  ClientDeleted: z.object({
    clientId: z.string(),
    applicationUserId: z.string(),
    subscriberId: z.string(),
    deletedBy: z.string(),
  }),
} as const;

export type ClientEventType = keyof typeof ClientEvents;
export type ClientEventData<K extends ClientEventType> = z.infer<(typeof ClientEvents)[K]>;

/**
 * The client's fields, and the subscriber's display name as the invitation shows it to the client
 * ("Client of ..."): part of the client's record, erased with it.
 */
export const clientsPersonalData: PersonalDataMap = {
  ClientInvited: { subject: 'clientId', fields: ['firstName', 'lastName', 'email', 'phoneNumber', 'subscriberDisplayName'] },
};
