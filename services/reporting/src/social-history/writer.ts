import type { Adjuster } from '@app/contracts';
import type { CaseRecord } from '../reports/case-record/case-record.js';
import type { ClientIdentity } from './identity-redaction.js';
import type { SectionMaterial } from './material.js';
import type { NarrativeParagraph } from './narrative.js';
import type { Narrator } from './narrator.js';

/** One section to write: what bears on it, in whose voice. */
export interface SectionRequest {
  person: Adjuster;
  material: SectionMaterial;
  narrator: Narrator;
  record: CaseRecord;
  /** What names the client: never sent to an AI provider. */
  identity: ClientIdentity;
  /** Pages answered in another language than English, by page key: its English name ("Spanish"). */
  languages: ReadonlyMap<string, string>;
}

/**
 * A writer of the narrative, section by section (issue 35, item 5): the OpenAI writer or the offline rules.
 * Both hand in sentences citing their sources' keys; the job's fact checker then reads every one.
 */
export interface NarrativeWriter {
  /** What the report and the Reports tab say wrote it: "Written by gpt-4.1-mini" or "Written offline by rules". */
  readonly label: string;
  write(request: SectionRequest): Promise<NarrativeParagraph[]>;
}

/** The Nest token of the service's writer (`narrativeWriterFor(config)`). */
export const NARRATIVE_WRITER = Symbol('NarrativeWriter');
