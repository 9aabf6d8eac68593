import type { Evaluation, Fact } from '../mitigation-report/report-model.js';
import type { BrainInjury } from './brain-injury.js';
import { factOf, inSentence, listOf, type AnalysisInput } from './facts.js';
import { screenFacts } from './screen-facts.js';

/**
 * The expert evaluations the answers call for (issue 34, item 2), each from one rule, with the facts that
 * set it off (at most three):
 * - neuropsychological testing: a brain injury together with learning problems or problems since the injury;
 * - a trauma evaluation: a positive PTSD screen (PCL-5, PC-PTSD-5, ITQ), or trauma whose effects still bother the client;
 * - an addiction assessment for a treatment plan: a positive alcohol or drug screen (AUDIT-C, CAGE-AID, TAPS-1);
 * - a psychiatric evaluation: depression from moderate up, a positive anxiety, distress or bipolar screen, or current suicide risk;
 * - intellectual functioning: an intellectual disability named by a doctor or the school.
 */
export function evaluationsOf(input: AnalysisInput, brainInjury: BrainInjury | null, suicideRisk: boolean): Evaluation[] {
  const evaluations: [string, Fact[]][] = [
    ['Neuropsychological evaluation', neuropsychological(input, brainInjury)],
    ['Trauma evaluation', traumaReasons(input)],
    ['Addiction assessment for a treatment plan', screenFacts(input, ['auditC', 'cageAid', 'taps1'])],
    ['Psychiatric evaluation', psychiatric(input, suicideRisk)],
    ['Evaluation of intellectual functioning', intellectual(input)],
  ];
  return evaluations.filter(([, facts]) => facts.length > 0).map(([title, facts]) => ({ title, facts: facts.slice(0, 3) }));
}

const MEMORY_AND_ATTENTION = ['Trouble remembering', 'Trouble paying attention'];

function neuropsychological({ record }: AnalysisInput, brainInjury: BrainInjury | null): Fact[] {
  if (!brainInjury) return [];
  const education = (key: string) => record.answer('Education', key);
  const specialEducation = record.value('Education', 'specialEducation') === 'Yes' ? education('specialEducation') : undefined;
  const diagnoses = record.checked('Education', 'learningDiagnoses').filter((option) => !['None of these', 'Not sure'].includes(option));
  const since = record.checked('HeadInjuries', 'headInjuryProblems').filter((problem) => MEMORY_AND_ATTENTION.includes(problem));
  const learning = [
    ...(specialEducation ? [factOf('Special education', specialEducation)] : []),
    ...(diagnoses.length > 0 ? [factOf(`Told by a doctor or the school: ${listOf(diagnoses.map(inSentence))}`, education('learningDiagnoses'))] : []),
    ...(since.length > 0 ? [factOf(`Since the injury: ${listOf(since.map(inSentence))}`, record.answer('HeadInjuries', 'headInjuryProblems'))] : []),
  ];
  return learning.length > 0 ? [brainInjury.summary, ...learning] : [];
}

function traumaReasons(input: AnalysisInput): Fact[] {
  const { record } = input;
  const screens = screenFacts(input, ['pcl5', 'itq', 'pcPtsd5']);
  const effects = record.checked('Trauma', 'traumaEffects').filter((effect) => effect !== 'None of these');
  const events = record.checked('Trauma', 'traumaEvents').filter((event) => !['None of these', 'Prefer not to say'].includes(event));
  const stillBothered = effects.length > 0 && events.length > 0 ? [factOf(`Still bothered by ${listOf(effects.map(inSentence))}`, record.answer('Trauma', 'traumaEffects'))] : [];
  if (screens.length === 0 && stillBothered.length === 0) return [];
  const neverCounselled =
    record.value('Trauma', 'traumaCounseling') === 'No' ? [factOf('Has never talked with a counselor about it', record.answer('Trauma', 'traumaCounseling'))] : [];
  return [...screens.slice(0, 1), ...stillBothered, ...neverCounselled];
}

function psychiatric(input: AnalysisInput, suicideRisk: boolean): Fact[] {
  const screens = screenFacts(input, ['phq9', 'mdq', 'gad7', 'k6']);
  if (screens.length === 0 && !suicideRisk) return [];
  return [...screens, ...(suicideRisk ? [{ text: 'Current suicide risk (see the red flags)', sources: [] }] : [])];
}

function intellectual({ record }: AnalysisInput): Fact[] {
  if (!record.checked('Education', 'learningDiagnoses').includes('Intellectual disability')) return [];
  const tested = record.value('Education', 'schoolTested') === 'Yes' ? [factOf('Tested by the school (an IQ test or the like)', record.answer('Education', 'schoolTested'))] : [];
  return [factOf('Told by a doctor or the school: intellectual disability', record.answer('Education', 'learningDiagnoses')), ...tested];
}
