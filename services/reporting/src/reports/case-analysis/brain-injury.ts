import { InstrumentScoring, OSU_TBI_ID_INJURY_SLOTS } from '@app/contracts';
import type { CaseRecord, SourcedAnswer } from '../case-record/case-record.js';
import type { Fact } from '../mitigation-report/report-model.js';
import { factOf, inSentence, listOf, numberIn, quoted, resultOf, type AnalysisInput } from './facts.js';

/**
 * A brain injury as the answers tell it. The OSU TBI-ID's worst injury names its severity, as the
 * method's authors grade it (Corrigan and Bogner 2007) on the usual clinical scale: knocked out less than
 * 30 minutes is mild, 30 minutes to 24 hours moderate, over 24 hours severe; dazed or a gap in memory
 * without being knocked out is a possible brain injury. An edition that leaves the screen's items out
 * still has its flags (WORST: 30 minutes or more, moderate or severe). Without the screen, the Head Injuries
 * page says only whether the client was knocked out.
 */
export interface BrainInjury {
  /** The worst injury's severity ("moderate"), or null when the screen tells none. */
  severity: Severity | null;
  /** Knocked out at least once (the screen or the Head Injuries page). */
  knockedOut: boolean;
  /** The strongest facts, worst first: the worst injury, one before 15, the problems since. */
  facts: Fact[];
  /** The injury in a few words, for a theme or an evaluation ("A moderate brain injury at 35 (OSU TBI-ID)"). */
  summary: Fact;
}

type Severity = 'possible' | 'mild' | 'moderate' | 'moderate or severe' | 'severe';

const SCREEN = 'OSUTBIID';
const PAGE = 'HeadInjuries';

/** How long the client was out, in the screen's options, and the severity it means. */
const BY_DURATION: Record<string, { severity: Severity; words: string }> = {
  '< 30 minutes': { severity: 'mild', words: 'knocked out less than 30 minutes' },
  '30 min - 24 hours': { severity: 'moderate', words: 'knocked out 30 minutes to 24 hours' },
  '> 24 hours': { severity: 'severe', words: 'knocked out more than 24 hours' },
};
const RANK: Severity[] = ['possible', 'mild', 'moderate', 'moderate or severe', 'severe'];

interface Injury {
  severity: Severity;
  words: string;
  age: number | null;
  /** Knocked out before 15 (the screen's FIRST). */
  beforeFifteen: boolean;
  answers: (SourcedAnswer | undefined)[];
  cause: SourcedAnswer | undefined;
}

/** The brain injury the answers report, or null when they report none. */
export function brainInjuryOf({ record, screens }: Pick<AnalysisInput, 'record' | 'screens'>): BrainInjury | null {
  const items = screenInjuries(record);
  const injuries = items.length > 0 ? items : flaggedInjuries(record, resultOf(screens, InstrumentScoring.osuTbiId)?.flags ?? []);
  const knockedOutAnswer = record.value(PAGE, 'knockedOut') === 'Yes' ? record.answer(PAGE, 'knockedOut') : undefined;
  if (injuries.length === 0 && !knockedOutAnswer) return null;
  const worst = [...injuries].sort((a, b) => RANK.indexOf(b.severity) - RANK.indexOf(a.severity))[0];
  const early = injuries.find((injury) => injury !== worst && injury.beforeFifteen);
  const problems = record.checked(PAGE, 'headInjuryProblems').filter((problem) => problem !== 'None of these');
  const facts = [
    worst ? injuryFact(`Worst injury on the OSU TBI-ID: ${worst.words}`, worst) : null,
    !worst && knockedOutAnswer ? factOf('Reports being knocked out after a hit to the head (how long is not known: the OSU TBI-ID was not taken)', knockedOutAnswer) : null,
    early ? injuryFact(`Also ${early.words}`, early) : null,
    problems.length > 0 ? factOf(`Since then: ${listOf(problems.map(inSentence))}`, record.answer(PAGE, 'headInjuryProblems')) : null,
  ].filter((fact): fact is Fact => fact !== null);
  const summary = worst
    ? factOf(`${worst.severity === 'possible' ? 'A possible' : `A ${worst.severity}`} brain injury${worst.age !== null ? ` at ${worst.age}` : ''} (OSU TBI-ID)`, ...worst.answers)
    : facts[0];
  return { severity: worst?.severity ?? null, knockedOut: knockedOutAnswer !== undefined || injuries.some((injury) => injury.severity !== 'possible'), facts, summary };
}

function injuryFact(lead: string, { age, cause, answers }: Injury): Fact {
  const parts = [lead, age !== null ? ` at ${age}` : '', cause ? ` (${quoted(cause.value, 60)})` : ''];
  return factOf(parts.join(''), ...answers, cause);
}

/** Each injury of the screen's slots that was a brain injury: knocked out, or dazed or a gap in memory. */
function screenInjuries(record: CaseRecord): Injury[] {
  return Array.from({ length: OSU_TBI_ID_INJURY_SLOTS }, (_, index) => index + 1).flatMap((slot): Injury[] => {
    const answer = (part: string) => record.answer(SCREEN, `osutbi_injury${slot}_${part}`);
    const [loc, duration, dazed, age] = [answer('loc'), answer('loc_duration'), answer('dazed'), answer('age')];
    const years = numberIn(age?.value);
    const common = { age: years, cause: answer('cause') };
    if (loc?.value === 'Yes') {
      const graded = duration ? BY_DURATION[duration.value] : undefined;
      const words = graded?.words ?? 'knocked out (how long not answered)';
      return [{ severity: graded?.severity ?? 'mild', words, beforeFifteen: years !== null && years < 15, answers: [duration ?? loc, age], ...common }];
    }
    return dazed?.value === 'Yes' ? [{ severity: 'possible', words: 'dazed or a gap in memory, not knocked out', beforeFifteen: false, answers: [dazed, age], ...common }] : [];
  });
}

/** The screen's flags as its injuries, when the edition leaves its items out: WORST the worst, FIRST one before 15. */
function flaggedInjuries(record: CaseRecord, flags: readonly { key: string; label: string }[]): Injury[] {
  const flag = (key: string) => flags.find((candidate) => candidate.key === key);
  const worst = flag('WORST');
  const first = flag('FIRST');
  const answers = record.answersOf(SCREEN).slice(0, 1);
  return [
    ...(worst ? [{ severity: 'moderate or severe' as const, words: 'knocked out 30 minutes or more', age: null, beforeFifteen: false, answers, cause: undefined }] : []),
    ...(first ? [{ severity: 'mild' as const, words: 'knocked out before 15', age: null, beforeFifteen: true, answers, cause: undefined }] : []),
  ];
}
