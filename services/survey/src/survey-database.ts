import type { ColumnType, Generated, JSONColumnType, Selectable } from 'kysely';
import type { Adjuster, Answers, FormStatus, InstrumentSource, Language, Question, ScoringRules, TemplateFields, TemplateTranslations } from '@app/contracts';
import type { PlatformDatabase, Timestamp } from '@app/platform';

/** Survey's database: its tables (migrations in `migrations/`) on top of the platform's. */
export interface SurveyDatabase extends PlatformDatabase {
  templates: TemplatesTable;
  forms: FormsTable;
  pages: PagesTable;
  template_versions: TemplateVersionsTable;
  answer_sets: AnswerSetsTable;
  answer_files: AnswerFilesTable;
  answer_file_chunks: AnswerFileChunksTable;
}

/** The template streams (TemplateCreated/Updated); `key` is unique. */
export interface TemplatesTable {
  id: string;
  key: string;
  title: string;
  subscriber_title: string;
  description: string | null;
  default_weight: number;
  is_optional: boolean;
  is_default: boolean;
  stop_if_offline: boolean;
  questions: JSONColumnType<Question[]>;
  scoring: JSONColumnType<ScoringRules | null, string | null, string | null>;
  instrument: JSONColumnType<InstrumentSource | null, string | null, string | null>;
  translations: JSONColumnType<TemplateTranslations>;
  /** Null for a template not saved since issue 15 (its texts not counted yet). */
  spanish_missing: number | null;
  version: number;
  created: Timestamp;
  updated: Timestamp;
}

/**
 * The form streams, with the client's names and contacts in plain text (My Clients lists, filters and
 * sorts by them); a deleted client's form keeps its row with those emptied and `deleted` set.
 */
export interface FormsTable {
  id: string;
  client_id: string;
  subscriber_id: string;
  application_user_id: string;
  key: string;
  status: FormStatus;
  original_form_id: string | null;
  first_name: string | null;
  last_name: string | null;
  email: string | null;
  phone_number: string | null;
  is_proctored: boolean;
  created: Timestamp;
  started: Timestamp | null;
  completed: Timestamp | null;
  deleted: Generated<boolean>;
  /** An AI-adjusted variant's person and progress (reporting's events; `forms/adjusted-variants/`); null for a questionnaire. */
  adjuster: Adjuster | null;
  adjuster_progress: number | null;
  /** The check-out in force (FormCheckedOut until its FormCheckedIn): online writes are refused while set. */
  check_out_id: string | null;
  /** The device of the check-out in force. */
  check_out_device: string | null;
  /** The check-out the last check-in ended: that check-in sent again changes nothing. */
  last_check_in_id: string | null;
  /** The client's language (FormCreated, FormLanguageChanged; issue 33). */
  language: ColumnType<Language, Language | undefined, Language>;
  /** The page the client opened last, and the place (`pages.position`) of the furthest one they opened (PageOpened; issue 33). */
  last_page_id: string | null;
  furthest_page_position: number | null;
}

/**
 * A form's pages in their order (`position`), each made from a template version, whose snapshot
 * (`template_versions`) it reads.
 */
export interface PagesTable {
  id: string;
  form_id: string;
  answer_set_id: string;
  position: number;
  display_weight: number;
  template_id: string;
  template_version: number;
}

/**
 * Each template version's snapshot as the pages made from it keep it (FormCreated's `pages[].template`),
 * stored once: the first FormCreated of the version writes it (issue 14, item 5). Snapshots of forms
 * made before issue 10 have no `scoring` and `instrument`, before issue 15 no `translations`: read them
 * as none.
 */
export interface TemplateVersionsTable {
  template_id: string;
  version: number;
  template: JSONColumnType<TemplateFields>;
}

/** The latest answers of each page (emptied when the client is deleted). */
export interface AnswerSetsTable {
  id: string;
  form_id: string;
  page_id: string;
  answers: JSONColumnType<Answers>;
  version: number;
  updated: Timestamp | null;
  /** The language of the last save (issue 15). */
  language: ColumnType<Language, Language | undefined, Language>;
}

/** The files uploaded to answer sets (FileUploaded); `name` is the uploaded name made safe. Dropped with the client. */
export interface AnswerFilesTable {
  id: string;
  answer_set_id: string;
  form_id: string;
  client_id: string;
  name: string;
  content_type: string;
  size: number;
  sha256: string;
  created: Timestamp;
}

/**
 * The content of the files, not a projection: chunk `n` of file `file_id`, sealed with survey's key of
 * the client as it streams in (written before FileUploaded records the file). Dropped with the client.
 */
export interface AnswerFileChunksTable {
  file_id: string;
  n: number;
  sealed: Buffer;
  /** Set by the database (now()) when the chunk is stored. */
  stored: ColumnType<Date, Date | string | undefined, Date | string>;
}

export type TemplateRow = Selectable<TemplatesTable>;
export type FormRow = Selectable<FormsTable>;
export type PageRow = Selectable<PagesTable>;
/** A page with its template version's snapshot. */
export type PageWithTemplateRow = PageRow & Pick<Selectable<TemplateVersionsTable>, 'template'>;
export type AnswerSetRow = Selectable<AnswerSetsTable>;
export type AnswerFileRow = Selectable<AnswerFilesTable>;
