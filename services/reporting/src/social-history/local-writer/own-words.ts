import { sentencesOf } from '../../reports/case-analysis/facts.js';
import type { SourcedAnswer } from '../../reports/case-record/case-record.js';
import { answerKey } from '../history-sources.js';
import type { NarrativeParagraph, NarrativeSentence } from '../narrative.js';
import { capitalised } from '../narrator.js';

/**
 * One answer of a theme. `asks`: what its words answer, where they alone would leave the reader asking what
 * "My kids." answers; the asks of a paragraph's answers make one lead at its start ("[What I am proud of and
 * what I am good at:]"), those answers first. `about`: a lead kept before the answer wherever it stands, its
 * words opening with a "he", "she" or "it" that only the lead names ("[About my father:] He was in and out…").
 */
interface ThemeAnswer {
  key: string;
  asks?: string;
  about?: string;
}

/**
 * The statement's subjects (issue 35, item 2): the answers of one theme make one paragraph, in this order,
 * so that it reads as the client telling it rather than as a list of answers. Leads are an editor's words
 * in brackets, the only words added (the checker allows only these), and only where the words need them.
 */
const THEMES: readonly (readonly ThemeAnswer[])[] = [
  [
    { key: 'Strengths.proudOf', asks: 'what I am proud of' },
    { key: 'Strengths.goodAt', asks: 'what I am good at' },
    { key: 'Strengths.othersSay', asks: 'what people say about me' },
    { key: 'Employment.skills' },
    { key: 'Strengths.helpedSomeone' },
  ],
  [{ key: 'ChildhoodAndHome.happyMemory' }, { key: 'ReligionAndCommunity.faithMeaning', about: 'About my faith' }, { key: 'ReligionAndCommunity.volunteeredWhat' }],
  [{ key: 'Relationships.closestPeople', asks: 'the people closest to me' }],
  [{ key: 'ChildhoodAndHome.hardestPart', asks: 'the hardest part of growing up' }, { key: 'ChildhoodAndHome.childServicesMore' }],
  [
    { key: 'FamilyOfOrigin.fatherMore', about: 'About my father' },
    { key: 'FamilyOfOrigin.homeViolenceMore' },
    { key: 'FamilyOfOrigin.caregiverIncarcerationMore' },
    { key: 'FamilyOfOrigin.motherMore', about: 'About my mother' },
    { key: 'FamilyOfOrigin.caregiverMentalIllnessMore' },
    // "Keisha raised us as much as anybody did.": who raised whom, after the parents, not under a loss.
    { key: 'Siblings.siblingsMore' },
  ],
  [{ key: 'Trauma.violentLossWho', asks: 'who I lost' }, { key: 'Trauma.traumaMore' }, { key: 'Trauma.adultAssaultMore', about: 'Attacked as an adult' }],
  [{ key: 'HeadInjuries.headInjuryMore' }, { key: 'MentalHealth.mentalHealthMore' }, { key: 'SubstanceUse.substanceUseMore' }],
  [{ key: 'CriminalHistory.criminalHistoryMore', asks: 'my record' }],
  [{ key: 'Strengths.goodChanges' }, { key: 'SubstanceUse.substanceTreatmentWhere', about: 'Treatment' }],
  [
    { key: 'GoalsAndPlans.goalsThisYear', asks: 'what I want this year' },
    { key: 'GoalsAndPlans.goalsFiveYears', asks: 'what I want later on' },
    { key: 'GoalsAndPlans.goalBarriers', asks: 'what stands in my way' },
  ],
  [{ key: 'AnythingElse.anythingElse' }, { key: 'GoalsAndPlans.tellTheJudge' }],
];

const themeOf = new Map(THEMES.flatMap((theme, index) => theme.map((answer) => [answer.key, { index, answer }] as const)));
const LIST = new Intl.ListFormat('en', { style: 'long', type: 'conjunction' });

/**
 * The client's sentences, word for word, a paragraph a theme (in the order of its first answer in the
 * statement); an answer of no theme (an attorney's page) is a paragraph of its own, without a lead.
 */
export function ownWords(answers: readonly SourcedAnswer[]): NarrativeParagraph[] {
  const groups = new Map<string, SourcedAnswer[]>();
  for (const answer of answers) {
    const theme = themeOf.get(answerKey(answer));
    const group = theme ? `theme-${theme.index}` : answerKey(answer);
    groups.set(group, [...(groups.get(group) ?? []), answer]);
  }
  return [...groups.values()].map(themeParagraph).filter((paragraph) => paragraph.sentences.length > 0);
}

/** One theme's answers as one paragraph: those a lead asks about first, under one lead; the others in the theme's order. */
function themeParagraph(answers: readonly SourcedAnswer[]): NarrativeParagraph {
  const order = (answer: SourcedAnswer) => {
    const theme = themeOf.get(answerKey(answer));
    return theme ? (theme.answer.asks ? 0 : 1000) + THEMES[theme.index].indexOf(theme.answer) : 0;
  };
  const ordered = [...answers].sort((a, b) => order(a) - order(b));
  const asks = ordered.flatMap((answer) => themeOf.get(answerKey(answer))?.answer.asks ?? []);
  const sentences = ordered.flatMap((answer, index) => {
    const about = themeOf.get(answerKey(answer))?.answer.about;
    const lead = index === 0 && asks.length > 0 ? capitalised(LIST.format(asks)) : about;
    return sentencesOf(answer.value).map((text, n): NarrativeSentence => ({ text: `${n === 0 && lead ? `[${lead}:] ` : ''}${ownSentence(text)}`, sources: [answerKey(answer)] }));
  });
  return { sentences };
}

/** A sentence as the client wrote it, with a capital first and a stop at its end: nothing else changed. */
function ownSentence(text: string): string {
  const trimmed = text.trim();
  const capital = trimmed.charAt(0).toUpperCase() + trimmed.slice(1);
  return /[.!?]$/.test(capital) ? capital : `${capital}.`;
}
