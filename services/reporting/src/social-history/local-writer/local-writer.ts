import { sentencesOf } from '../../reports/case-analysis/facts.js';
import type { SourcedAnswer } from '../../reports/case-record/case-record.js';
import { answerKey } from '../history-sources.js';
import type { LetterSentence } from '../material.js';
import type { NarrativeParagraph, NarrativeSentence } from '../narrative.js';
import type { Narrator } from '../narrator.js';
import type { NarrativeWriter, SectionRequest } from '../writer.js';
import { Composer, paragraph, quotation } from './compose.js';
import { faith, plans, strengths } from './community-and-future.js';
import { earlyChildhood, family, home } from './early-life.js';
import { justice, trauma } from './hardship.js';
import { mentalHealth, physicalHealth, substanceUse } from './health.js';
import { military, relationships, school, work } from './school-and-work.js';

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
 * client's own sentences, in the statement's order, with no word added.
 */
export class LocalWriter implements NarrativeWriter {
  readonly label = 'Written offline by rules';

  async write({ person, material, narrator, record, languages }: SectionRequest): Promise<NarrativeParagraph[]> {
    if (person === 'FirstPerson') return ownWords(material.answers);
    const composer = new Composer(record, narrator, languages);
    const written = THIRD_PERSON[material.outline.key]?.(composer) ?? [];
    const cited = new Set(written.flatMap((paragraph) => paragraph.sentences.flatMap((sentence) => sentence.sources)));
    // A list's field (a home's "why moved") belongs to its slot's sentence, quoted or not: only free text of its own is added.
    const rest = material.answers.filter((answer) => isFreeText(answer) && !cited.has(answerKey(answer)) && !/_\d+_/.test(answer.source.questionKey));
    return [...written, ...paragraph(...rest.map((answer) => composer.said(answer))), ...supporters(material.letters, narrator)];
  }
}

/**
 * What an answer's first sentence answers, in brackets, where its words alone would leave the reader asking
 * who "she" is or what "My kids." answers: an editor's lead, never the client's voice (the checker allows only these).
 */
const LEADS: Record<string, string> = {
  'FamilyOfOrigin.motherMore': 'About my mother',
  'FamilyOfOrigin.fatherMore': 'About my father',
  'ChildhoodAndHome.happyMemory': 'A happy memory',
  'ChildhoodAndHome.hardestPart': 'The hardest part of growing up',
  'Relationships.closestPeople': 'The people closest to me',
  'ReligionAndCommunity.faithMeaning': 'About my faith',
  'ReligionAndCommunity.volunteeredWhat': 'What I have done for others',
  'Strengths.proudOf': 'What I am proud of',
  'Strengths.goodAt': 'What I am good at',
  'Strengths.othersSay': 'What people say about me',
  'Employment.skills': 'My skills',
  'Trauma.adultAssaultMore': 'As an adult',
  'Trauma.violentLossWho': 'Who I lost',
  'CriminalHistory.criminalHistoryMore': 'My record',
  'SubstanceUse.substanceTreatmentWhere': 'Treatment',
  'GoalsAndPlans.goalsThisYear': 'This year',
  'GoalsAndPlans.goalsFiveYears': 'Later on',
  'GoalsAndPlans.goalBarriers': 'What stands in my way',
};

/** The client's sentences, answer by answer in the statement's order: each a paragraph citing its answer. */
function ownWords(answers: readonly SourcedAnswer[]): NarrativeParagraph[] {
  return answers
    .filter(isFreeText)
    .map((answer) => {
      const lead = LEADS[answerKey(answer)];
      return { sentences: sentencesOf(answer.value).map((text, index): NarrativeSentence => ({ text: `${index === 0 && lead ? `[${lead}:] ` : ''}${ownSentence(text)}`, sources: [answerKey(answer)] })) };
    })
    .filter((paragraph) => paragraph.sentences.length > 0);
}

/** A sentence as the client wrote it, with a capital first and a stop at its end: nothing else changed. */
function ownSentence(text: string): string {
  const trimmed = text.trim();
  const capital = trimmed.charAt(0).toUpperCase() + trimmed.slice(1);
  return /[.!?]$/.test(capital) ? capital : `${capital}.`;
}

/** The supporters' sentences bearing on a section, quoted and attributed ("His sister, Keisha Brooks, recalls, “…”"). */
function supporters(sentences: readonly LetterSentence[], narrator: Narrator): NarrativeParagraph[] {
  const byLetter = new Map<number, LetterSentence[]>();
  for (const sentence of sentences) byLetter.set(sentence.letterIndex, [...(byLetter.get(sentence.letterIndex) ?? []), sentence]);
  return [...byLetter.values()].map((quoted) => {
    const { letter, key } = quoted[0]!;
    const relation = letter.clientRelationship ? `${narrator.possessive.charAt(0).toUpperCase()}${narrator.possessive.slice(1)} ${letter.clientRelationship.toLowerCase()}, ${letter.supporterName},` : `${letter.supporterName}`;
    return {
      sentences: quoted.map((sentence, index) => ({
        text: index === 0 ? `${relation} ${index === 0 ? 'recalls' : 'adds'}, ${quotation(sentence.text)}` : `${letter.supporterName} ${index % 2 ? 'adds' : 'writes'}, ${quotation(sentence.text)}`,
        sources: [key],
      })),
    };
  });
}
