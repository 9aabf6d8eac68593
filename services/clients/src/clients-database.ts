import type { ColumnType, Generated, JSONColumnType, Selectable } from 'kysely';
import type { Language } from '@app/contracts';
import type { AttemptLimitDatabase, PlatformDatabase, Timestamp } from '@app/platform';

/** Clients' database: its tables (migrations in `migrations/`) on top of the platform's. */
export interface ClientsDatabase extends PlatformDatabase, AttemptLimitDatabase {
  clients: ClientsTable;
  forms: FormsTable;
  client_events: ClientEventsTable;
  subscriptions: SubscriptionsTable;
  subscription_users: SubscriptionUsersTable;
  user_names: UserNamesTable;
  templates: TemplatesTable;
  supporters: SupportersTable;
}

export type FormStatus = 'Created' | 'Started' | 'Completed';

/**
 * The clients (the Client aggregate's projection, plus what identity's and survey's events tell):
 * names and contacts in plain text for the lists' search and sort, dropped when the client is deleted
 * (the row stays, `deleted`, so its short code is never given out again). Never the link's code.
 */
export interface ClientsTable {
  id: string;
  application_user_id: string;
  subscriber_id: string;
  first_name: string | null;
  last_name: string | null;
  email: string | null;
  phone_number: string | null;
  use_email: boolean;
  use_sms: boolean;
  reminder_days: number;
  enable_supporters: boolean;
  is_proctored: boolean;
  is_offline: Generated<boolean>;
  /**
   * The keyed hash of the link's code (`LinkCodeHashes`), by which a landing finds the client; null
   * only for an invitation from before the hash until the service's start hashes it.
   */
  short_code_hash: string | null;
  /** The event that gave the client their current link (`ClientInvited` or `ClientLinkRenewed`): it holds the link, sealed. */
  link_event_position: ColumnType<string, string | number, string | number>;
  /** The event holding the case details as the attorney last saved them (`ClientCaseDetailsChanged`, sealed); null before any. */
  case_details_event_position: ColumnType<string | null, string | number | null | undefined, string | number | null>;
  form_status: ColumnType<FormStatus, FormStatus | undefined, FormStatus>;
  /** The form the client works on; null before survey made it and once it is completed. */
  active_form_id: string | null;
  active_page_id: string | null;
  /** Identity made the client's account (`UserRegistered`, source 'invite'). */
  has_account: Generated<boolean>;
  /** The client chose a password (`InvitationAccepted`). */
  is_account_activated: Generated<boolean>;
  created: Timestamp;
  deleted: Generated<boolean>;
  /** The language the client reads their messages and screens in (issue 15). */
  preferred_language: ColumnType<Language, Language | undefined, Language>;
}

/** A page of a form as survey made it (the template snapshot's names only). */
export interface FormPageRow {
  id: string;
  answerSetId: string;
  displayWeight: number;
  templateId: string;
  templateVersion: number;
  key: string;
  title: string;
  subscriberTitle: string;
  isOptional: boolean;
  stopIfOffline: boolean;
}

/** Survey's forms of each client: ids, status and pages; never the answers. */
export interface FormsTable {
  id: string;
  client_id: string;
  key: string;
  status: FormStatus;
  /** Sorted by displayWeight. */
  pages: JSONColumnType<FormPageRow[]>;
  /** Pages with answers saved, and the last one saved. */
  saved_page_ids: JSONColumnType<string[], string | undefined, string>;
  last_saved_page_id: string | null;
  /** The page the client was last on: the last one opened (PageOpened) or saved; where the landing's Continue picks up. */
  last_page_id: string | null;
  created: Timestamp;
  started: Timestamp | null;
  completed: Timestamp | null;
}

/** The client's timeline (spec 02 §3 ClientEvent), newest first when read. */
export interface ClientEventsTable {
  id: string;
  client_id: string;
  event_timestamp: Timestamp;
  event_type: string;
  description: string;
  /** The page a PageSaved event is about (one per page per hour at most). */
  page_id: string | null;
}

/** Billing's subscriptions as far as inviting needs them. */
export interface SubscriptionsTable {
  id: string;
  is_active: boolean;
  is_enterprise: boolean;
  expiration: Timestamp | null;
  /** The subscription stream's version this row reflects (an older event changes nothing). */
  version: number;
}

/** Who shares which subscription (the state's `userIds`). */
export interface SubscriptionUsersTable {
  subscription_id: string;
  user_id: string;
}

/** Identity's users' names (not clients'), for "Client of {subscriber display name}" and the admin list. */
export interface UserNamesTable {
  user_id: string;
  email: string | null;
  first_name: string | null;
  last_name: string | null;
  /** "First Last", else the email (a generated column). */
  display_name: ColumnType<string | null, never, never>;
  /** Identity's roles of the user (registration, then grants and revocations). */
  roles: ColumnType<string[], string[] | undefined, string[]>;
}

/** Survey's templates: which exist and which are the defaults of an invite. */
export interface TemplatesTable {
  id: string;
  is_default: boolean;
  default_weight: number;
  version: number;
}

/**
 * The supporters a client listed (the Supporter aggregate's projection), with their letter: what
 * their landing, their submit and the client view need. Dropped when the client is deleted.
 */
export interface SupportersTable {
  id: string;
  client_id: string;
  /** The slot of the letters-of-support page the client listed them in (the client view's order). */
  slot: number;
  first_name: string;
  last_name: string;
  client_relationship: string;
  /** The keyed hash of the link's code (`{PUBLIC_URL}/p/{code}`), like the clients'. */
  short_code_hash: string | null;
  support_text: string | null;
  signature_name: string | null;
  is_complete: Generated<boolean>;
  /** The language of the supporter's page and invitation: the client's when they listed them. */
  language: ColumnType<Language, Language | undefined, Language>;
}

export type ClientRow = Selectable<ClientsTable>;
export type SupporterRow = Selectable<SupportersTable>;
export type FormRow = Selectable<FormsTable>;
