import { DEFAULT_LANGUAGE, LanguageNames, type Adjuster, type FormPage } from '@app/contracts';
import { CaseRecord } from '../reports/case-record/case-record.js';
import type { ReportLetter } from '../reports/mitigation-report/report-model.js';
import type { OpenedAnswerSet } from '../reports/raw-report/report-contents.js';
import { checkedParagraphs } from './fact-check.js';
import { HistorySources } from './history-sources.js';
import { identityOf } from './identity.js';
import type { ClientIdentity } from './identity-redaction.js';
import { materialOf, type SectionMaterial } from './material.js';
import type { NarrativeSection, NarrativeSource } from './narrative.js';
import { narratorOf, type Narrator } from './narrator.js';
import { FirstPersonOutline, ThirdPersonOutline } from './outline.js';
import type { NarrativeWriter } from './writer.js';
import { inPool } from '../adjusted-reports/adjust/in-pool.js';

/** A section as stored and printed: what the writer wrote that passed the checker, and the sources its sentences cite. */
export interface WrittenSection extends NarrativeSection {
  cited: Record<string, NarrativeSource>;
}

/** Everything one run writes from: the record, the narrator, the sections' material. */
export interface SocialHistoryPlan {
  person: Adjuster;
  record: CaseRecord;
  narrator: Narrator;
  sources: HistorySources;
  identity: ClientIdentity;
  /** The pages answered in another language than English, with its English name ("Spanish"). */
  languages: ReadonlyMap<string, string>;
  sections: SectionMaterial[];
}

/** The plan of a variant's narrative over a form's pages, answers and signed letters. */
export function socialHistoryPlan(
  person: Adjuster,
  form: { pages: readonly FormPage[] },
  answerSets: readonly (Pick<OpenedAnswerSet, 'page_id' | 'answers'> & Partial<Pick<OpenedAnswerSet, 'language'>>)[],
  letters: readonly ReportLetter[],
  client: { first_name: string | null; last_name: string | null },
): SocialHistoryPlan {
  const byPage = new Map(answerSets.map((set) => [set.page_id, set.answers]));
  const record = new CaseRecord(form.pages, (page) => byPage.get(page.pageId) ?? {});
  const narrator = narratorOf(record, client);
  const outline = person === 'ThirdPerson' ? ThirdPersonOutline : FirstPersonOutline;
  // A page answered in another language than English: its words are quoted as written, and said to be in it.
  const languages = new Map(
    form.pages.flatMap((page) => {
      const language = answerSets.find((set) => set.page_id === page.pageId)?.language ?? DEFAULT_LANGUAGE;
      return language === DEFAULT_LANGUAGE ? [] : [[page.template.key, LanguageNames[language].english] as const];
    }),
  );
  const screenPages = new Set(form.pages.filter((page) => page.template.scoring).map((page) => page.template.key));
  return {
    person,
    record,
    narrator: { ...narrator, names: [...narrator.names, ...languages.values()] },
    languages,
    sources: new HistorySources(record, letters),
    identity: identityOf(client, record),
    sections: materialOf(outline, record, letters, screenPages),
  };
}

/** One section: written, every sentence checked (those naming a fact their sources lack dropped and counted), its sources kept. */
export async function writeSection(plan: SocialHistoryPlan, material: SectionMaterial, writer: NarrativeWriter): Promise<WrittenSection> {
  const written = await writer.write({ person: plan.person, material, narrator: plan.narrator, record: plan.record, identity: plan.identity, languages: plan.languages });
  const { paragraphs, dropped } = checkedParagraphs(written, plan.sources, plan.narrator.names, { verbatim: plan.person === 'FirstPerson' });
  const cited: Record<string, NarrativeSource> = {};
  for (const key of paragraphs.flatMap((paragraph) => paragraph.sentences.flatMap((sentence) => sentence.sources))) {
    const source = plan.sources.get(key);
    if (source) cited[key] = source.source;
  }
  return { key: material.outline.key, title: material.outline.title, paragraphs, dropped, cited };
}

/** The whole narrative at once (the bench, the tests): every section, `concurrency` at a time, in order. */
export async function writeSocialHistory(plan: SocialHistoryPlan, writer: NarrativeWriter, concurrency = 1): Promise<WrittenSection[]> {
  const sections = new Array<WrittenSection>(plan.sections.length);
  await inPool(
    plan.sections.map((material, index) => ({ material, index })),
    concurrency,
    async ({ material, index }) => void (sections[index] = await writeSection(plan, material, writer)),
  );
  return sections;
}
