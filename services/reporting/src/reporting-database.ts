import type { JSONColumnType, Selectable } from 'kysely';
import type { Answers, FormPage } from '@app/contracts';
import type { PlatformDatabase, Timestamp } from '@app/platform';

/** Reporting's database: its read models (migrations in `migrations/`) on top of the platform's tables. */
export interface ReportingDatabase extends PlatformDatabase {
  clients: ClientsTable;
  forms: FormsTable;
  answer_sets: AnswerSetsTable;
  supporters: SupportersTable;
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
}

/** Each page's answers after its latest save (survey's `AnswersSaved`): the client's personal data, dropped with the client. */
export interface AnswerSetsTable {
  id: string;
  form_id: string;
  page_id: string;
  /** The answer set's version this row reflects (an older save changes nothing). */
  version: number;
  answers: JSONColumnType<Answers>;
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
}

export type ClientRow = Selectable<ClientsTable>;
export type FormRow = Selectable<FormsTable>;
export type AnswerSetRow = Selectable<AnswerSetsTable>;
export type SupporterRow = Selectable<SupportersTable>;
