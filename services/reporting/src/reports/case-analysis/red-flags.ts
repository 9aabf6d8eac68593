import { InstrumentScoring, SELF_HARM_ANSWERS } from '@app/contracts';
import type { CaseRecord, SourcedAnswer } from '../case-record/case-record.js';
import { SAFETY_FLAG, type Fact, type RedFlag } from '../mitigation-report/report-model.js';
import { usDate } from '../mitigation-report/us-dates.js';
import type { BrainInjury } from './brain-injury.js';
import { ALCOHOL, DRUGS, factOf, inSentence, listOf, quoted, resultOf, type AnalysisInput } from './facts.js';
import { screenFact } from './screen-facts.js';

/**
 * What needs the attorney's action now, most urgent first (issue 34, item 2): current suicide risk, a brain
 * injury with its severity, withdrawal in custody, a client in custody. Each only when its answers are
 * there, with what the answers say and what to do.
 */
export function redFlagsOf({ record, screens }: AnalysisInput, brainInjury: BrainInjury | null): RedFlag[] {
  const custody = inCustody(record);
  return [suicideRisk({ record, screens }, custody), brainInjuryFlag(brainInjury, custody), withdrawal({ record, screens }, custody), custodyFlag(record)].filter(
    (flag): flag is RedFlag => flag !== null,
  );
}

/** The client is in jail or prison now (their Current Case answer). */
export const inCustody = (record: CaseRecord) => record.value('CurrentCase', 'custodyStatus') === 'In jail or prison';

const MENTAL_HEALTH = 'MentalHealth';
export const SUICIDE_RISK = 'Current suicide risk';

/**
 * Contracts' one rule for answers about harming oneself (PHQ-9 item 9 above "Not at all", thoughts of suicide
 * in the past month); in an edition that leaves the PHQ-9's items out, its safety flag says the same of item 9.
 */
function suicideRisk({ record, screens }: Pick<AnalysisInput, 'record' | 'screens'>, custody: boolean): RedFlag | null {
  const raised = SELF_HARM_ANSWERS.map(({ templateKey, questionKey }) => record.answer(templateKey, questionKey)).filter(
    (answer, index): answer is SourcedAnswer => answer !== undefined && SELF_HARM_ANSWERS[index].values.includes(answer.value),
  );
  const facts = raised.map((answer) =>
    answer.source.questionKey === 'phq9_9'
      ? factOf(`PHQ-9 item 9, thoughts of being better off dead or of self-harm: ${quoted(answer.value)} in 2 weeks`, answer)
      : factOf('Reports thoughts of suicide in the past month', answer),
  );
  const safety = resultOf(screens, InstrumentScoring.phq9)?.flags.find((flag) => flag.key === SAFETY_FLAG);
  if (safety && !record.answer('PHQ9', 'phq9_9'))
    facts.unshift({ text: 'PHQ-9 item 9, thoughts of being better off dead or of self-harm: more than “Not at all” in 2 weeks', sources: [] });
  if (facts.length === 0) return null;
  const attempt = record.value(MENTAL_HEALTH, 'suicideAttempt') === 'Yes' ? record.answer(MENTAL_HEALTH, 'suicideAttempt') : undefined;
  const attemptAge = record.answer(MENTAL_HEALTH, 'suicideAttemptAge');
  if (attempt) facts.push(factOf(`Reports a past suicide attempt${attemptAge ? ` (the last at ${attemptAge.value})` : ''}`, attempt, attemptAge));
  return {
    title: SUICIDE_RISK,
    facts,
    action: custody
      ? 'Ask jail medical for a suicide-risk assessment now.'
      : 'Talk with the client soon and help them reach care (the 988 Suicide & Crisis Lifeline: call or text 988).',
  };
}

function brainInjuryFlag(injury: BrainInjury | null, custody: boolean): RedFlag | null {
  if (!injury || (!injury.knockedOut && injury.severity !== 'moderate' && injury.severity !== 'severe')) return null;
  return {
    title: injury.severity ? `Brain injury (${injury.severity})` : 'Brain injury',
    facts: injury.facts,
    action: `Get the injuries’ medical records; consider a neuropsychological evaluation${custody ? '; tell jail medical of the lasting problems' : ''}.${injury.severity ? '' : ' Have the client take the OSU TBI-ID to learn how severe it was.'}`,
  };
}

const HEAVY_USE = ['Daily or Almost Daily', 'Weekly'];

/**
 * Withdrawal in custody: in jail or prison, a substance used in the past month, and a sign of heavy use
 * (AUDIT-C positive, a morning drink on the CAGE-AID, sick when stopping, weekly or daily use on the TAPS-1).
 */
function withdrawal({ record, screens }: Pick<AnalysisInput, 'record' | 'screens'>, custody: boolean): RedFlag | null {
  if (!custody) return null;
  const recent = [ALCOHOL, ...DRUGS]
    .map(([key, words]) => ({ words, answer: record.answer('SubstanceUse', `${key}LastUse`) }))
    .filter(({ answer }) => answer?.value === 'In the past month');
  if (recent.length === 0) return null;
  const auditC = screenFact({ screens }, 'auditC');
  const sickWhenStopping = record.checked('SubstanceUse', 'substanceProblems').includes('Feeling sick when you stopped');
  const morningDrink = record.value('CAGEAID', 'cageaid_4') === 'Yes';
  const heavyTaps = ['taps1_2_men', 'taps1_2_women', 'taps1_3', 'taps1_4'].map((key) => record.answer('TAPS1', key)).find((answer) => answer && HEAVY_USE.includes(answer.value));
  const signs: Fact[] = [
    ...(auditC ? [auditC] : []),
    ...(sickWhenStopping ? [factOf('Reports feeling sick when stopping', record.answer('SubstanceUse', 'substanceProblems'))] : []),
    ...(morningDrink ? [factOf('A drink or drugs first thing in the morning (CAGE-AID)', record.answer('CAGEAID', 'cageaid_4'))] : []),
    ...(heavyTaps ? [factOf(`TAPS-1: ${inSentence(heavyTaps.value)} in the past 12 months`, heavyTaps)] : []),
  ];
  if (signs.length === 0) return null;
  const since = record.answer('CurrentCase', 'custodySince');
  return {
    title: 'Risk of withdrawal in custody',
    facts: [
      factOf(
        `Last used ${listOf(recent.map(({ words }) => words))} in the past month${since ? `; in custody since ${usDate(since.value)}` : ''}`,
        ...recent.map(({ answer }) => answer),
        since,
      ),
      ...signs.slice(0, 2),
    ],
    action: 'Ask jail medical to assess and treat withdrawal, if not done at booking (alcohol withdrawal can bring seizures).',
  };
}

function custodyFlag(record: CaseRecord): RedFlag | null {
  if (!inCustody(record)) return null;
  const answer = (key: string) => record.answer('CurrentCase', key);
  const [facility, since, courtDate] = [answer('facility'), answer('custodySince'), answer('nextCourtDate')];
  const where = [facility ? `At ${facility.value}` : 'In jail or prison', since ? ` since ${usDate(since.value)}` : ''].join('');
  const care = record.answer(MENTAL_HEALTH, 'mentalHealthCareInCustody');
  const medicine = record.answer('PhysicalHealth', 'gettingMedicines');
  const facts = [
    factOf(`${where}${courtDate ? `; next court date ${usDate(courtDate.value)}` : ''}`, answer('custodyStatus'), facility, since, courtDate),
    ...(care?.value === 'I asked but did not get it' ? [factOf('Asked for mental health care in custody and did not get it', care)] : []),
    ...(medicine && ['Some of it', 'No'].includes(medicine.value) ? [factOf(`Getting the medicine needed: ${inSentence(medicine.value)}`, medicine)] : []),
  ];
  return { title: 'In custody', facts, action: 'Ask the facility’s medical unit for the care and medicine the client says are missing.' };
}
