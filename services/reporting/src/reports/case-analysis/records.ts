import type { CaseRecord, SourcedAnswer } from '../case-record/case-record.js';
import type { RecordToRequest } from '../mitigation-report/report-model.js';
import { usDate, usLifeDate } from '../mitigation-report/us-dates.js';
import { inSentence, listOf, sentencesOf } from './facts.js';
import { datedParts, usPeriodDate } from './life-dates.js';

type Kind = RecordToRequest['kind'];

/**
 * The records to ask for (issue 34, item 5): every school, hospital, clinic, treatment program, employer,
 * court, jail and agency the answers name, with the period and why it matters. A free-text answer naming
 * places ("Where did you get help, and when?") gives a record a sentence, in the client's words, with the
 * years or the age it names: no name is guessed out of it.
 */
export function recordsOf(record: CaseRecord): RecordToRequest[] {
  return [...schools(record), ...onePlaceOnce(medical(record)), ...employers(record), ...military(record), ...courts(record), ...custody(record), ...agencies(record)];
}

/**
 * One row a place the client names in several answers ("Netcare in 2008", "Netcare crisis unit, October
 * 2008"), by the name it begins with: its fullest words, each period once (the most precise of the same
 * year), and each reason.
 */
function onePlaceOnce(records: RecordToRequest[]): RecordToRequest[] {
  const rows: RecordToRequest[] = [];
  for (const next of records) {
    const key = placeName(next.institution);
    const same = key ? rows.find((known) => placeName(known.institution) === key) : undefined;
    if (!same) {
      rows.push(next);
      continue;
    }
    if (next.institution.length > same.institution.length) Object.assign(same, { institution: next.institution, clientWords: next.clientWords, kind: next.kind });
    const periods = [same.period, next.period].filter((period): period is string => period !== null);
    same.period = periods.filter((period, index) => periods.indexOf(period) === index && !periods.some((other) => other !== period && other.endsWith(period))).join(', ') || null;
    if (!same.why.includes(next.why)) same.why = `${same.why}; ${inSentence(next.why)}`;
    same.sources.push(...next.sources.filter((source) => !same.sources.includes(source)));
  }
  return rows;
}

/** The name a place's words begin with ("Netcare"), or null for words that begin otherwise ("A counselor at ..."). */
const placeName = (words: string) => /^([A-Z][\w'’-]+)/.exec(words)?.[1]?.replace(/^(A|An|The|My|I|At|In|When)$/, '') || null;

const row = (institution: string, kind: Kind, period: string | null, why: string, ...answers: (SourcedAnswer | undefined)[]): RecordToRequest => ({
  institution,
  clientWords: false,
  kind,
  period,
  why,
  sources: answers.filter((answer): answer is SourcedAnswer => answer !== undefined).map((answer) => answer.source),
});

/**
 * A record a sentence of a free-text answer that names a place (a name: a capitalized word, not the
 * sentence's usual first word): the sentence as the place, in the client's words, the years or age it names as the period. A
 * sentence naming no place ("3 days.", "I finished.") belongs to the one before it.
 */
function perSentence(answer: SourcedAnswer | undefined, kind: Kind, why: string): RecordToRequest[] {
  if (!answer) return [];
  const places: string[] = [];
  for (const sentence of sentencesOf(answer.value)) {
    if (NAMES_A_PLACE.test(sentence)) places.push(sentence);
    else if (places.length > 0) places[places.length - 1] += `; ${sentence}`;
  }
  return places.map((place) => ({ ...row(place, kind, periodIn(place), why, answer), clientWords: true }));
}

/** "2008", "August 2023", "2016 to 2018", "age 10": what a sentence names plainly, or null. */
function periodIn(sentence: string): string | null {
  const [part] = datedParts(sentence);
  if (!part) return null;
  if (part.spans.length === 0) return `age ${part.age}`;
  return part.spans.map(({ from, to }) => (to ? `${usLifeDate(from)} to ${to === 'present' ? 'now' : usLifeDate(to)}` : usLifeDate(from))).join(', ');
}

const NAMES_A_PLACE = /^(?!(?:A|An|The|I|My|He|She|We|They|It|And|But|After|Then|For|When|In|At|On|About)\b)[A-Z]|\s(?!I\b)[A-Z]/;

const yes = (record: CaseRecord, page: string, key: string) => (record.value(page, key) === 'Yes' ? record.answer(page, key) : undefined);

function schools(record: CaseRecord): RecordToRequest[] {
  const specialEducation = yes(record, 'Education', 'specialEducation');
  const tested = yes(record, 'Education', 'schoolTested');
  const disciplined = record.value('Education', 'suspended');
  const why = [
    'Grades and attendance',
    ...(specialEducation ? ['special-education records (IEP or 504 plan)'] : []),
    ...(tested ? ['the school’s testing (IQ or learning)'] : []),
    ...(disciplined && disciplined !== 'Neither' ? ['discipline'] : []),
  ];
  const listed = record.slots('Education', 'school').flatMap(({ fields }) => {
    const [name, place, grades, kind] = ['name', 'place', 'grades', 'kind'].map((field) => fields.get(field));
    if (!name) return [];
    return [row([name.value, place?.value].filter(Boolean).join(', '), 'school', grades?.value ?? null, listOf(why), name, place, grades, kind, specialEducation, tested)];
  });
  const ged = record.answer('Education', 'gedWhere');
  return [...listed, ...(ged ? [row(ged.value, 'school', periodIn(ged.value), 'The GED record', ged)] : [])];
}

function medical(record: CaseRecord): RecordToRequest[] {
  const injuries = Array.from({ length: 6 }, (_, index) => record.answer('OSUTBIID', `osutbi_injury${index + 1}_age`)).filter((answer) => answer !== undefined);
  const treatedHead = yes(record, 'OSUTBIID', 'osutbi_1') ?? yes(record, 'HeadInjuries', 'headInjuryHospital');
  const doctor = record.answer('PhysicalHealth', 'doctor');
  return [
    ...perSentence(
      yes(record, 'PhysicalHealth', 'hospitalStays') && record.answer('PhysicalHealth', 'hospitalStaysMore'),
      'medical',
      'A hospital stay: the records of what it was for',
    ),
    ...(treatedHead
      ? [
          row(
            'The emergency rooms or hospitals that treated the head injuries',
            'medical',
            injuries.length > 0 ? `age${injuries.length > 1 ? 's' : ''} ${listOf(injuries.map((answer) => answer.value))}` : null,
            'To document the brain injury: what was seen and how long the client was out',
            treatedHead,
            ...injuries,
          ),
        ]
      : []),
    ...(doctor ? [row(doctor.value, 'medical', 'now', 'The current doctor or clinic: conditions and medicines', doctor)] : []),
    ...perSentence(record.answer('MentalHealth', 'mentalHealthProviders'), 'mental health', 'Mental health care: diagnoses, medicines and notes'),
    ...perSentence(
      yes(record, 'MentalHealth', 'mentalHealthHospital') && record.answer('MentalHealth', 'mentalHealthHospitalWhere'),
      'mental health',
      'A psychiatric hospital stay',
    ),
    ...perSentence(
      yes(record, 'SubstanceUse', 'substanceTreatment') && record.answer('SubstanceUse', 'substanceTreatmentWhere'),
      'treatment',
      'Treatment for alcohol or drugs: what it was and whether the client finished',
    ),
  ];
}

function employers(record: CaseRecord): RecordToRequest[] {
  return record.slots('Employment', 'job').flatMap(({ fields }) => {
    const [employer, title, start, end, whyLeft] = ['employer', 'title', 'start', 'end', 'whyLeft'].map((field) => fields.get(field));
    if (!employer) return [];
    const period = start ? `${usPeriodDate(start.value)} to ${end ? usPeriodDate(end.value) : 'now'}` : null;
    const left = whyLeft && whyLeft.value !== 'I still work there' ? `, and why the job ended (${inSentence(whyLeft.value)})` : '';
    return [
      row(
        employer.value,
        'employer',
        period,
        `Personnel file: the work${title ? ` (${inSentence(title.value)})` : ''}, evaluations, awards and discipline${left}`,
        employer,
        title,
        start,
        end,
        whyLeft,
      ),
    ];
  });
}

function military(record: CaseRecord): RecordToRequest[] {
  const served = yes(record, 'MilitaryService', 'served');
  if (!served) return [];
  const [branch, start, end] = ['branch', 'serviceStart', 'serviceEnd'].map((key) => record.answer('MilitaryService', key));
  const period = start ? `${usPeriodDate(start.value)} to ${end ? usPeriodDate(end.value) : 'now'}` : null;
  return [
    row(
      branch ? `The ${branch.value}` : 'The military',
      'military',
      period,
      'Service records and the DD-214: service, deployments, injuries, discharge',
      served,
      branch,
      start,
      end,
    ),
  ];
}

function courts(record: CaseRecord): RecordToRequest[] {
  const page = (key: string) => record.answer('CriminalHistory', key);
  const juvenile = yes(record, 'CriminalHistory', 'juvenileArrest');
  const arrests = record.slots('CriminalHistory', 'arrest').flatMap(({ fields }) => {
    const [year, place, charge, outcome] = ['year', 'place', 'charge', 'outcome'].map((field) => fields.get(field));
    if (!charge && !place) return [];
    const what = [charge ? inSentence(charge.value) : null, outcome ? `outcome: ${inSentence(outcome.value)}` : null].filter(Boolean).join('; ');
    return [row(`The court in ${place?.value ?? 'the place of the arrest'}`, 'court', year?.value ?? null, `The case file: ${what}`, year, place, charge, outcome)];
  });
  const family = yes(record, 'Children', 'familyCourtCase');
  return [
    ...(juvenile
      ? [
          row(
            'The juvenile court',
            'court',
            page('juvenileFirstAge') ? `from age ${page('juvenileFirstAge')!.value}` : null,
            'The juvenile record: detention, probation and the programs it sent the client to',
            juvenile,
            page('juvenileFirstAge'),
          ),
        ]
      : []),
    ...arrests,
    ...(family ? [row('The family court or child protective services', 'court', 'now', 'The open case about the client’s children', family)] : []),
  ];
}

function custody(record: CaseRecord): RecordToRequest[] {
  const facility = record.answer('CurrentCase', 'facility');
  const since = record.answer('CurrentCase', 'custodySince');
  const care = record.answer('MentalHealth', 'mentalHealthCareInCustody');
  const asked = care?.value === 'I asked but did not get it' ? ' (the client asked for mental health care there and did not get it)' : '';
  return [
    ...(facility
      ? [row(facility.value, 'jail or prison', since ? `since ${usDate(since.value)}` : 'now', `Medical and mental health records, and conduct${asked}`, facility, since, care)]
      : []),
    ...perSentence(
      yes(record, 'CriminalHistory', 'everLockedUp') && record.answer('CriminalHistory', 'lockedUpWhere'),
      'jail or prison',
      'Conduct, programs, and medical and mental health care while there',
    ),
  ];
}

function agencies(record: CaseRecord): RecordToRequest[] {
  const services = yes(record, 'ChildhoodAndHome', 'childServices');
  const servicesMore = record.answer('ChildhoodAndHome', 'childServicesMore');
  const foster = yes(record, 'ChildhoodAndHome', 'fosterCare');
  const fosterAge = record.answer('ChildhoodAndHome', 'fosterCareAge');
  const supervision = yes(record, 'CriminalHistory', 'supervision');
  const va = record.value('MilitaryService', 'vaCare') === 'Yes' ? record.answer('MilitaryService', 'vaCare') : undefined;
  return [
    ...(services
      ? [
          row(
            'Child protective services',
            'agency',
            servicesMore ? periodIn(servicesMore.value) : null,
            'The report and what the agency found about the home',
            services,
            servicesMore,
          ),
        ]
      : []),
    ...(foster ? [row('The foster care agency', 'agency', fosterAge ? `from age ${fosterAge.value}` : null, 'The foster care file: placements and why', foster, fosterAge)] : []),
    ...(supervision ? [row('The probation or parole department', 'agency', null, 'Supervision records: compliance and programs', supervision)] : []),
    ...(va ? [row('The VA', 'agency', 'now', 'VA medical and benefits records', va)] : []),
  ];
}
