import type { ColumnType, Generated, JSONColumnType, Selectable } from 'kysely';
import type { Adjuster, Answers, FormPage, Language } from '@app/contracts';
import type { PlatformDatabase, SealedValue, SubscriptionStateColumns, Timestamp } from '@app/platform';
import type { WrittenSection } from './social-history/social-history.js';

/** Reporting's database: its read models (migrations in `migrations/`) on top of the platform's tables. */
export interface ReportingDatabase extends PlatformDatabase {
  clients: ClientsTable;
  forms: FormsTable;
  answer_sets: AnswerSetsTable;
  supporters: SupportersTable;
  stat_counts: StatCountsTable;
  stat_subscriptions: StatSubscriptionsTable;
  stat_enterprise_members: StatEnterpriseMembersTable;
  stat_users: StatUsersTable;
  stat_subscribers: StatSubscribersTable;
  stat_clients: StatClientsTable;
  stat_forms: StatFormsTable;
  stat_form_pages: StatFormPagesTable;
  adjusted_reports: AdjustedReportsTable;
  adjusted_sections: AdjustedSectionsTable;
}

/**
 * Clients' clients as the report names them (`ClientInvited`): the names and the attorney's display name
 * in plain text for the cover and the file name, emptied when the client is deleted (the row stays,
 * `deleted`, so that a late event of survey's adds nothing back).
 */
export interface ClientsTable {
  id: string;
  subscriber_id: string;
  first_name: string | null;
  last_name: string | null;
  subscriber_display_name: string | null;
  /** The case details the attorney last saved (`ClientCaseDetailsChanged`), sealed by clients with the client's key: opened by `formSources`. */
  case_details: ColumnType<SealedValue | null, string | null | undefined, string | null>;
  deleted: boolean;
}

export type FormStatus = 'Created' | 'Completed';

/** Survey's forms: whose they are and their pages with the template snapshots (questions, scoring, instrument). */
export interface FormsTable {
  id: string;
  client_id: string;
  subscriber_id: string;
  status: FormStatus;
  /** Sorted by displayWeight. */
  pages: JSONColumnType<FormPage[]>;
  created: Timestamp;
  completed: Timestamp | null;
  /** The client's language (survey's FormCreated, FormLanguageChanged; issue 33). */
  language: ColumnType<Language, Language | undefined, Language>;
}

/** Each page's answers after its latest save (survey's `AnswersSaved`): the client's personal data, dropped with the client. */
export interface AnswerSetsTable {
  id: string;
  form_id: string;
  page_id: string;
  /** The answer set's version this row reflects (an older save changes nothing). */
  version: number;
  /** Sealed by survey with the client's key (rows stored before 2026-11-27 hold them plain): opened by `formSources`. */
  answers: JSONColumnType<Answers | SealedValue>;
  /** The language of the screens the answers were given on (issue 15). */
  language: ColumnType<Language, Language | undefined, Language>;
}

/**
 * Clients' supporters of a client (`SupporterInvited`) and their letters (`SupporterLetterSaved`): names,
 * relationship and the letter in plain text for the downloads; the row goes when the client is deleted.
 */
export interface SupportersTable {
  id: string;
  client_id: string;
  subscriber_id: string;
  first_name: string | null;
  last_name: string | null;
  client_relationship: string | null;
  support_text: string | null;
  signature_name: string | null;
  is_complete: boolean;
  /** The SHA-256 of the text the supporter signed, recorded by clients at submission. */
  support_text_sha256: string | null;
  /** The time of the save that completed the letter. */
  signed_at: Timestamp | null;
  /** The e-sign consent text the supporter agreed to, word for word (null: signed before reporting kept it). */
  e_sign_consent_text: ColumnType<string | null, string | null | undefined, string | null>;
  /** The supporter's email and phone as clients sealed them (null: none given), opened for the work-product letter only. */
  email: ColumnType<SealedValue | null, string | null | undefined, string | null>;
  phone_number: ColumnType<SealedValue | null, string | null | undefined, string | null>;
}

export type ClientRow = Selectable<ClientsTable>;
export type FormRow = Selectable<FormsTable>;
export type AnswerSetRow = Selectable<AnswerSetsTable>;
export type SupporterRow = Selectable<SupportersTable>;
export type AdjustedReportRow = Selectable<AdjustedReportsTable>;

/** A counter of the admin's figures: `metric` over `period` ('all', a UTC day YYYY-MM-DD or month YYYY-MM). */
export interface StatCountsTable {
  metric: string;
  period: string;
  /** bigint: read as text. */
  count: ColumnType<string, number, number>;
}

/** Billing's subscriptions as their latest event left them. */
export interface StatSubscriptionsTable extends SubscriptionStateColumns {
  user_ids: JSONColumnType<string[]>;
  /** When reporting first saw it bought or created. */
  created: Timestamp;
}

/** An enterprise subscription's members: the email is the member's, dropped when their data is erased. */
export interface StatEnterpriseMembersTable {
  id: string;
  subscription_id: string;
  email: string | null;
  user_id: string | null;
  removed: boolean;
}

/** Identity's users other than clients (subscribers, admins): email and names for the exports, dropped on erasure. */
export interface StatUsersTable {
  id: string;
  email: string | null;
  first_name: string | null;
  last_name: string | null;
  /** Their time zone (IANA, issue 36): a letter's signature is dated in its attorney's; null until known. */
  time_zone: ColumnType<string | null, string | null | undefined, string | null>;
}

/** Per subscriber: the subscription they use and their counts. */
export interface StatSubscribersTable {
  id: string;
  subscription_id: string | null;
  clients_invited: Generated<number>;
  surveys_started: Generated<number>;
  surveys_completed: Generated<number>;
  last_activity: Timestamp | null;
}

export interface StatClientsTable {
  id: string;
  subscriber_id: string;
  deleted: boolean;
}

/** The client questionnaires sent, and when they were started and completed. */
export interface StatFormsTable {
  id: string;
  subscriber_id: string;
  created: Timestamp;
  started: Timestamp | null;
  completed: Timestamp | null;
}

/** The pages of each questionnaire, in display order, and whether the client saved each. */
export interface StatFormPagesTable {
  form_id: string;
  page_id: string;
  template_title: string;
  position: number;
  saved: boolean;
}

export type AdjustedReportRowStatus = 'Started' | 'Completed' | 'Failed';

/** The AI-adjusted variants as their events left them (`adjusted-reports/`). */
export interface AdjustedReportsTable {
  id: string;
  original_form_id: string;
  client_id: string;
  subscriber_id: string;
  adjuster: Adjuster;
  key: string;
  /** How the rewrite is made (the report says it). */
  label: string;
  run: number;
  status: AdjustedReportRowStatus;
  progress: number;
  started: Timestamp;
  completed: Timestamp | null;
}

/**
 * What a variant's run wrote (issue 35): one row a section of its narrative, in the narrative's order, as the
 * writer handed it in and the fact checker kept it (`WrittenSection`: paragraphs of sentences, their sources,
 * how many sentences were dropped). The job's output, not an event; dropped with the client.
 */
export interface AdjustedSectionsTable {
  report_id: string;
  run: number;
  position: number;
  section_key: string;
  /** Sealed with reporting's key of the client (`social-history/sealed-sections`); a row of an earlier version in plain text until reporting's start seals it. */
  content: ColumnType<SealedValue | WrittenSection, string, string>;
}
