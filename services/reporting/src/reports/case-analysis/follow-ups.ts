import { OSU_TBI_ID_INJURY_SLOTS, SUPPORTER_SLOTS, supporterSlotKeys } from '@app/contracts';
import type { CaseRecord, SourcedAnswer } from '../case-record/case-record.js';
import type { FollowUp, ReportLetter } from '../mitigation-report/report-model.js';
import { usDate } from '../mitigation-report/us-dates.js';
import { numberIn, quoted, type AnalysisInput } from './facts.js';

/**
 * What to follow up (issue 34, item 2; the attorney's work product only): two answers that disagree, a
 * supporter's letter dating something otherwise than the client, and what is missing (a page left empty,
 * a screen left incomplete, no document uploaded, people counted but not named, a supporter who has not
 * signed, something the client would rather say in person).
 */
export function followUpsOf(input: AnalysisInput): FollowUp[] {
  const { record, letters, date } = input;
  return [
    ...aceAgainstTheQuestionnaire(record),
    ...substanceAnswers(record),
    ...headInjuryAnswers(record),
    ...suicideAnswers(record),
    ...lettersAgainstJobs(record, letters, date),
    ...gaps(input),
  ];
}

const disagree = (text: string, ...answers: (SourcedAnswer | undefined)[]): FollowUp => ({
  kind: 'inconsistency',
  text,
  sources: answers.filter((answer): answer is SourcedAnswer => answer !== undefined).map((answer) => answer.source),
});
const gap = (text: string, ...answers: (SourcedAnswer | undefined)[]): FollowUp => ({ ...disagree(text, ...answers), kind: 'gap' });

/** "Yes" / "No" for a check list of the adults who raised the client: someone checked, or "No one". */
const someoneChecked = (record: CaseRecord, key: string) => {
  const checked = record.checked('FamilyOfOrigin', key);
  return checked.length === 0 || checked.includes('Not sure') ? null : checked.includes('No one') ? 'No' : 'Yes';
};

/** ACE items and the questionnaire's answers about the same childhood: what each says as Yes or No. */
const ACE_PAIRS: { item: number; words: string; page: string; key: string; says: (record: CaseRecord) => string | null }[] = [
  { item: 2, words: 'pushed, grabbed, slapped or hit by a parent', page: 'Trauma', key: 'childAbuse', says: (record) => yesOrNo(record.value('Trauma', 'childAbuse')) },
  { item: 3, words: 'sexual abuse', page: 'Trauma', key: 'childSexualAbuse', says: (record) => yesOrNo(record.value('Trauma', 'childSexualAbuse')) },
  {
    item: 5,
    words: 'not enough to eat',
    page: 'ChildhoodAndHome',
    key: 'wentHungry',
    says: (record) => ({ Often: 'Yes', Never: 'No' })[record.value('ChildhoodAndHome', 'wentHungry') ?? ''] ?? null,
  },
  {
    item: 6,
    words: 'parents separated or divorced',
    page: 'FamilyOfOrigin',
    key: 'parentsTogether',
    says: (record) => ({ 'They split up': 'Yes', Yes: 'No' })[record.value('FamilyOfOrigin', 'parentsTogether') ?? ''] ?? null,
  },
  {
    item: 8,
    words: 'lived with a problem drinker or drug user',
    page: 'FamilyOfOrigin',
    key: 'caregiverSubstanceUse',
    says: (record) => someoneChecked(record, 'caregiverSubstanceUse'),
  },
  { item: 9, words: 'a household member mentally ill', page: 'FamilyOfOrigin', key: 'caregiverMentalIllness', says: (record) => someoneChecked(record, 'caregiverMentalIllness') },
  {
    item: 10,
    words: 'a household member went to prison',
    page: 'FamilyOfOrigin',
    key: 'caregiverIncarceration',
    says: (record) => someoneChecked(record, 'caregiverIncarceration'),
  },
];
const yesOrNo = (value: string | null) => (value === 'Yes' || value === 'No' ? value : null);

function aceAgainstTheQuestionnaire(record: CaseRecord): FollowUp[] {
  return ACE_PAIRS.flatMap(({ item, words, page, key, says }) => {
    const ace = record.answer('ACE', `ace_${item}`);
    const other = record.answer(page, key);
    const said = says(record);
    if (!ace || !other || said === null || said === ace.value) return [];
    return [disagree(`ACE item ${item} (${words}): ${quoted(ace.value)}; ${other.source.page}: ${quoted(other.value, 60)}`, ace, other)];
  });
}

const DRUG_OPTIONS = [
  'Marijuana',
  'Cocaine or crack',
  'Meth',
  'Heroin or fentanyl',
  'Pain pills not prescribed to you',
  'Pills for sleep or nerves not prescribed to you',
  'LSD, mushrooms or other hallucinogens',
  'Inhalants, like glue or paint',
  'Other',
];

/** The substances the client says they used, against the alcohol and drug screens. */
function substanceAnswers(record: CaseRecord): FollowUp[] {
  const used = record.answer('SubstanceUse', 'substancesUsed');
  if (!used) return [];
  const checked = record.checked('SubstanceUse', 'substancesUsed');
  const drinks = record.answer('AUDITC', 'auditc_1');
  const drugs = record.answer('TAPS1', 'taps1_3');
  return [
    ...(drinks && drinks.value !== 'Never' && !checked.includes('Alcohol')
      ? [disagree(`Substance use: alcohol not among those used; AUDIT-C: drinks ${quoted(drinks.value)}`, used, drinks)]
      : []),
    ...(drugs && drugs.value !== 'Never' && !checked.some((option) => DRUG_OPTIONS.includes(option))
      ? [disagree(`Substance use: no drug among those used; TAPS-1: drugs in the past 12 months ${quoted(drugs.value)}`, used, drugs)]
      : []),
  ];
}

function headInjuryAnswers(record: CaseRecord): FollowUp[] {
  const hurt = record.answer('HeadInjuries', 'headInjury');
  const knockedOut = record.answer('HeadInjuries', 'knockedOut');
  const screenInjury = record.answer('OSUTBIID', 'osutbi_any_injury');
  const screenKnockedOut = Array.from({ length: OSU_TBI_ID_INJURY_SLOTS }, (_, index) => record.answer('OSUTBIID', `osutbi_injury${index + 1}_loc`)).find(
    (answer) => answer?.value === 'Yes',
  );
  return [
    ...(hurt?.value === 'No' && screenInjury?.value === 'Yes'
      ? [disagree('Head Injuries: never hurt the head or neck; the OSU TBI-ID reports an injury', hurt, screenInjury)]
      : []),
    ...(knockedOut?.value === 'No' && screenKnockedOut
      ? [disagree('Head Injuries: never knocked out; the OSU TBI-ID reports being knocked out', knockedOut, screenKnockedOut)]
      : []),
  ];
}

function suicideAnswers(record: CaseRecord): FollowUp[] {
  const never = record.answer('MentalHealth', 'suicideThoughts');
  const item9 = record.answer('PHQ9', 'phq9_9');
  return never?.value === 'No' && item9 && item9.value !== 'Not at all'
    ? [disagree(`Mental health: never thought of suicide; PHQ-9 item 9: ${quoted(item9.value)}`, never, item9)]
    : [];
}

const YEAR = /\b(19\d{2}|20\d{2})\b/g;

/**
 * A letter from the client's boss (named as a job's boss, or naming the employer) that dates the job
 * otherwise than the client: its first year of the job's time against the client's start.
 */
function lettersAgainstJobs(record: CaseRecord, letters: readonly ReportLetter[], date: string): FollowUp[] {
  return record.slots('Employment', 'job').flatMap(({ fields }) => {
    const [employer, start, boss] = [fields.get('employer'), fields.get('start'), fields.get('boss')];
    if (!employer || !start) return [];
    const startYear = Number(start.value.slice(0, 4));
    const endYear = Number((fields.get('end')?.value ?? date).slice(0, 4));
    return letters.flatMap((letter) => {
      const lastName = letter.supporterName.trim().split(/\s+/).at(-1)!.toLowerCase();
      const fromBoss = boss?.value.toLowerCase().includes(lastName) || letter.text.toLowerCase().includes(employer.value.toLowerCase());
      const years = [...letter.text.matchAll(YEAR)].map((match) => Number(match[1])).filter((year) => year >= startYear - 5 && year <= endYear);
      const first = years.length > 0 ? Math.min(...years) : null;
      if (!fromBoss || first === null || first === startYear) return [];
      return [disagree(`${letter.supporterName}’s letter dates the start at ${employer.value} to ${first}; the client gives ${usDate(start.value.slice(0, 7))}`, start, employer)];
    });
  });
}

function gaps({ record, screens, letters, formPages }: AnalysisInput): FollowUp[] {
  const empty = formPages.map((page) => page.template).filter((page) => !page.scoring && record.answersOf(page.key).length === 0);
  const documents = formPages.some((page) => page.template.key === 'Documents');
  const uploaded = record.allAnswers().some((answer) => answer.questionType === 'File');
  return [
    ...empty.filter((page) => page.key !== 'Documents').map((page) => gap(`${page.subscriberTitle}: nothing answered`)),
    ...screens
      .filter((screen) => !screen.result.notTaken && !screen.result.complete)
      .map((screen) => gap(`${screen.instrument}: ${screen.result.missingItems.length} of its items left unanswered`)),
    ...(documents && !uploaded ? [gap('No document uploaded: ask the client and the family for school, medical and work papers')] : []),
    ...countedButNotNamed(record),
    ...unsignedSupporters(record, letters),
    ...(record.value('AnythingElse', 'tellInPerson') === 'Yes'
      ? [gap('There is something the client would rather tell you in person', record.answer('AnythingElse', 'tellInPerson'))]
      : []),
  ];
}

/** A count the client gave against the people or arrests they listed. */
function countedButNotNamed(record: CaseRecord): FollowUp[] {
  const lists = [
    { page: 'Children', countKey: 'childCount', list: 'child', field: 'name', what: 'children' },
    { page: 'Siblings', countKey: 'siblingCount', list: 'sibling', field: 'name', what: 'brothers and sisters' },
    { page: 'CriminalHistory', countKey: 'adultArrestCount', list: 'arrest', field: 'charge', what: 'adult arrests' },
  ];
  return lists.flatMap(({ page, countKey, list, field, what }) => {
    const count = record.answer(page, countKey);
    const listed = record.slots(page, list).filter((slot) => slot.fields.has(field)).length;
    const said = numberIn(count?.value);
    return said !== null && said > listed ? [gap(`${said} ${what} counted, ${listed} listed`, count)] : [];
  });
}

/** A supporter the client listed who has not signed a letter (a letter is matched by the supporter's name). */
function unsignedSupporters(record: CaseRecord, letters: readonly ReportLetter[]): FollowUp[] {
  const signed = new Set(letters.map((letter) => normalName(letter.supporterName)));
  return Array.from({ length: SUPPORTER_SLOTS }, (_, index) => supporterSlotKeys(index + 1)).flatMap((keys) => {
    const first = record.answer('LettersOfSupport', keys.firstName);
    const last = record.answer('LettersOfSupport', keys.lastName);
    if (!first) return [];
    const name = [first.value, last?.value].filter(Boolean).join(' ');
    const relationship = record.value('LettersOfSupport', keys.clientRelationship);
    return signed.has(normalName(name)) ? [] : [gap(`${name}${relationship ? ` (${relationship})` : ''} has not signed a letter`, first, last)];
  });
}

const normalName = (name: string) => name.toLowerCase().replace(/\s+/g, ' ').trim();
