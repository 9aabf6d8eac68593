import type { SourcedAnswer } from '../../reports/case-record/case-record.js';
import { answerKey } from '../history-sources.js';
import { isAcquaintance, isSelfIntroduction, leadSentenceOf, type LetterSentence } from '../material.js';
import type { NarrativeParagraph } from '../narrative.js';
import { capitalised, type Narrator } from '../narrator.js';
import type { NarrativeWriter, SectionRequest } from '../writer.js';
import { Composer, paragraph, quotation } from './compose.js';
import { faith, plans, strengths } from './community-and-future.js';
import { earlyChildhood, family, home } from './early-life.js';
import { justice, trauma } from './hardship.js';
import { mentalHealth, physicalHealth, substanceUse } from './health.js';
import { military, relationships, school, work } from './school-and-work.js';
import { ownWords } from './own-words.js';

const THIRD_PERSON: Record<string, (composer: Composer) => NarrativeParagraph[]> = {
  earlyChildhood,
  family,
  home,
  school,
  work,
  military,
  relationships,
  physicalHealth,
  mentalHealth,
  substanceUse,
  trauma,
  justice,
  faith,
  strengths,
  plans,
};

/** Free text worth quoting: a Textarea answer, or a Text answer of four words or more. */
const isFreeText = (answer: SourcedAnswer) => answer.questionType === 'Textarea' || (answer.questionType === 'Text' && answer.value.trim().split(/\s+/).length >= 4);

/**
 * The offline writer (no AI, no network; the default and every test's): sentence patterns per section over
 * the structured answers, the narrator's verbs agreeing with the client's pronoun (compromise), and the
 * client's free text quoted as written, never rewritten. The third person ends each section with any free
 * text of its pages no pattern used, and the supporters' sentences bearing on it; the first person is the
 * client's own sentences, a paragraph a theme, with no word added but a few bracketed leads (`own-words`).
 */
export class LocalWriter implements NarrativeWriter {
  readonly label = 'Written offline by rules';

  async write({ person, material, narrator, record, languages }: SectionRequest): Promise<NarrativeParagraph[]> {
    if (person === 'FirstPerson') return ownWords(material.answers.filter(isFreeText));
    const composer = new Composer(record, narrator, languages);
    const written = THIRD_PERSON[material.outline.key]?.(composer) ?? [];
    const cited = new Set(written.flatMap((paragraph) => paragraph.sentences.flatMap((sentence) => sentence.sources)));
    // A list's field (a home's "why moved") belongs to its slot's sentence, quoted or not: only free text of its own is added.
    const rest = material.answers.filter((answer) => isFreeText(answer) && !cited.has(answerKey(answer)) && !/_\d+_/.test(answer.source.questionKey));
    return [...written, ...paragraph(...rest.map((answer) => composer.said(answer))), ...supporters(material.letters, material.lettersBefore, narrator)];
  }
}

/**
 * The supporters' sentences bearing on a section, quoted and attributed ("His sister, Keisha Brooks, writes,
 * “…”"): each letter's from the sentence that says most of the client (`leadSentenceOf`), then the rest in the
 * letter's order, sentences that follow each other on a line of the letter quoted together; a writer's
 * introduction of themselves ("My name is…") left to the letter itself (in the appendix), unless it is all
 * the section has of that letter.
 */
function supporters(sentences: readonly LetterSentence[], lettersBefore: ReadonlySet<number>, narrator: Narrator): NarrativeParagraph[] {
  const byLetter = new Map<number, LetterSentence[]>();
  for (const sentence of sentences) byLetter.set(sentence.letterIndex, [...(byLetter.get(sentence.letterIndex) ?? []), sentence]);
  return [...byLetter.values()].map((ofLetter) => {
    const { letter, key } = ofLetter[0];
    const said = ofLetter.filter((sentence) => !isSelfIntroduction(sentence.text));
    const quoted = said.length > 0 ? said : ofLetter;
    const lead = leadSentenceOf(
      quoted.map((sentence) => sentence.text),
      narrator.names,
    );
    const runs: LetterSentence[][] = [];
    for (const sentence of [...quoted.slice(lead), ...quoted.slice(0, lead)]) {
      const run = runs.at(-1);
      const last = run?.at(-1);
      if (run && last && last.position + 1 === sentence.position && last.line === sentence.line) run.push(sentence);
      else runs.push([sentence]);
    }
    // The writer introduced with the relationship where the history first quotes the letter, by name after that.
    const relation =
      letter.clientRelationship && !lettersBefore.has(ofLetter[0].letterIndex)
        ? `${capitalised(narrator.possessive)} ${letter.clientRelationship.toLowerCase()}, ${letter.supporterName},`
        : letter.supporterName;
    return {
      sentences: runs.map((run, index) => ({
        text: `${index === 0 ? `${relation} writes` : isAcquaintance(run[0].text) ? `Of how they know each other, ${letter.supporterName} writes` : `${letter.supporterName} ${index % 2 ? 'adds' : 'goes on'}`}, ${quotation(run.map((sentence) => sentence.text).join(' '))}`,
        sources: [key],
      })),
    };
  });
}
