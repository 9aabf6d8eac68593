import { ChronologyLanes, OSU_TBI_ID_INJURY_SLOTS } from '@app/contracts';
import type { CaseRecord, SourcedAnswer } from '../case-record/case-record.js';
import type { ChronologyEntry, ChronologyLane, LifeDate } from '../mitigation-report/report-model.js';
import { usLifeDate } from '../mitigation-report/us-dates.js';
import { inSentence } from './facts.js';
import { ageAnswerOf, ageOn, calendarDateOf, datedParts, lifeYear, periodDateOf, yearAtAge, type DatedPart } from './life-dates.js';

/**
 * The client's life as dated lines (issue 34, item 3): every answer that gives a date, a year or an age
 * becomes an event or a period in one of six lanes, in the attorney's words, with the answers it rests on;
 * ages are turned into years from the date of birth ("about 1997"). Text that gives no clear date is left
 * alone: no date is guessed. Sorted by date, the lanes' order breaking ties. The record holds only what the
 * report's edition prints (editions.ts), so the court edition has no line resting on what it leaves out
 * (the use of drugs other than alcohol, the client's account of the case).
 */
export function chronologyOf(record: CaseRecord, { date }: { date: string }): ChronologyEntry[] {
  const life = new LifeLines(record, calendarDateOf(date)!);
  for (const read of [bornAndRaised, family, childhood, school, work, military, relationships, homes, health, headInjuries, substanceUse, trauma, justice]) read(life);
  return life.entries
    .map((entry, order) => ({ entry, order }))
    .sort((a, b) => lifeYear(a.entry.when) - lifeYear(b.entry.when) || LANES.indexOf(a.entry.lane) - LANES.indexOf(b.entry.lane) || a.order - b.order)
    .map(({ entry }) => entry);
}

/** A line's date as the report and the client view write it: "June 5, 1990", "about 1997", "2009", "March 2011 to October 2023". */
export const chronologyDate = ({ when, until }: Pick<ChronologyEntry, 'when' | 'until'>) =>
  `${usLifeDate(when)}${until ? ` to ${until === 'present' ? 'the present' : usLifeDate(until)}` : ''}`;

/** The lanes in the order the report shows them. */
export const LANES: readonly ChronologyLane[] = ChronologyLanes;

/** The drugs the Substance Use page asks about (`<key>FirstAge`): how a line names each, in full and in a few words. */
const DRUGS: Record<string, [string, string]> = {
  marijuana: ['marijuana', 'Marijuana'],
  cocaine: ['cocaine or crack', 'Cocaine or crack'],
  meth: ['meth', 'Meth'],
  heroin: ['heroin or fentanyl', 'Heroin or fentanyl'],
  painPills: ['pain pills not prescribed to {him}', 'Pain pills'],
  sedatives: ['pills for sleep or nerves not prescribed to {him}', 'Sleep or nerve pills'],
  hallucinogens: ['LSD, mushrooms or similar drugs', 'LSD or mushrooms'],
  inhalants: ['inhalants', 'Inhalants'],
};

/** What a line says, in full and in a few words. */
interface Words {
  text: string;
  label: string;
}
type Answers = (SourcedAnswer | undefined)[];

/** The longest sentence of the client's own words a line quotes. */
const QUOTE_LENGTH = 120;

/** The lines as they are found, each dated from its answers; an answer that gives no clear date adds none. */
class LifeLines {
  readonly entries: ChronologyEntry[] = [];
  readonly birth: LifeDate | null;
  private readonly pronouns: Record<'{him}' | '{his}', string>;

  constructor(
    readonly record: CaseRecord,
    private readonly today: LifeDate,
  ) {
    this.birth = this.dateOf('AboutYou', 'dateOfBirth');
    const gender = record.value('AboutYou', 'gender');
    this.pronouns = gender === 'Male' ? { '{him}': 'him', '{his}': 'his' } : gender === 'Female' ? { '{him}': 'her', '{his}': 'her' } : { '{him}': 'them', '{his}': 'their' };
  }

  answer = (pageKey: string, key: string) => this.record.answer(pageKey, key);

  /** The day a DatePicker answer names (`read`: a period's, its month), if it is a day of a life (not before 1900, not years ahead). */
  dateOf(pageKey: string, key: string, read = calendarDateOf): LifeDate | null {
    const answer = this.answer(pageKey, key);
    const day = answer?.questionType === 'DatePicker' ? read(answer.value) : null;
    return day && day.year >= 1900 && day.year <= this.today.year + 5 ? day : null;
  }

  /** An event on the day an answer names. */
  onDate(pageKey: string, key: string, lane: ChronologyLane, words: Words, more: Answers = []) {
    const when = this.dateOf(pageKey, key);
    if (when) this.add({ when, lane, ...words }, [this.answer(pageKey, key), ...more]);
  }

  /**
   * A period between the days two answers name; with only one of them, an event on that day (`alone`
   * says it: "Moved to ...", "Left ..."); `ongoing`: a start alone runs to the present.
   */
  period(pageKey: string, [fromKey, toKey]: [string, string], lane: ChronologyLane, words: Words & { alone?: { start: Words; end: Words } }, more: Answers, ongoing = false) {
    const from = this.dateOf(pageKey, fromKey, periodDateOf);
    const to = this.dateOf(pageKey, toKey, periodDateOf);
    const sources = [this.answer(pageKey, fromKey), this.answer(pageKey, toKey), ...more];
    const { alone, ...period } = words;
    if (from && to && lifeYear(to) >= lifeYear(from)) this.add({ when: from, until: to, lane, ...period }, sources);
    else if (from) this.add({ when: from, ...(ongoing ? { until: 'present' as const, ...period } : (alone?.start ?? period)), lane }, sources);
    else if (to) this.add({ when: to, lane, ...(alone?.end ?? period) }, sources);
  }

  /** An event at the age an answer gives as its whole text. */
  atAge(pageKey: string, key: string, lane: ChronologyLane, words: Words, more: Answers = []) {
    const answer = this.answer(pageKey, key);
    const age = answer ? ageAnswerOf(answer.value) : null;
    if (age !== null) this.addAtAge(age, lane, words, [answer, ...more]);
  }

  /**
   * A line for each sentence of a free-text answer that names years (each year, month or span), or, in an
   * answer that names no year at all, the one age it names. `words` says what the sentence tells, or null
   * for nothing the chronology holds.
   */
  fromText(pageKey: string, key: string, lane: ChronologyLane, words: (part: DatedPart, index: number) => Words | null, more: Answers = []) {
    const answer = this.answer(pageKey, key);
    if (!answer) return;
    const parts = datedParts(answer.value);
    const anyYear = parts.some((part) => part.spans.length > 0);
    const possible = (date: LifeDate) => date.year >= (this.birth?.year ?? 1900) && date.year <= this.today.year;
    parts.forEach((part, index) => {
      const said = words(part, index);
      if (!said) return;
      if (!anyYear && part.age !== null) this.addAtAge(part.age, lane, said, [answer, ...more]);
      for (const { from, to } of part.spans) {
        if (!possible(from) || (to && to !== 'present' && (!possible(to) || to.year < from.year))) continue;
        this.add({ when: from, until: to && to !== 'present' && to.year === from.year ? undefined : to, lane, ...said }, [answer, ...more]);
      }
    });
  }

  /** `{him}` and `{his}` in a text as the client's gender has them. */
  told = (text: string) => text.replace(/\{him\}|\{his\}/g, (pronoun) => this.pronouns[pronoun as '{him}' | '{his}']);

  private addAtAge(age: number, lane: ChronologyLane, words: Words, answers: Answers) {
    // Without a date of birth an age cannot be placed; an age beyond today's is no age the client has been.
    const ageToday = this.birth && ageOn(this.birth, this.today);
    if (this.birth && ageToday !== undefined && ageToday !== null && age <= ageToday) this.add({ when: yearAtAge(this.birth, age), age, lane, ...words }, answers);
  }

  private add({ until, age, text, label, ...entry }: Omit<ChronologyEntry, 'sources'>, answers: Answers) {
    const ageThen = age ?? (this.birth ? ageOn(this.birth, entry.when) : undefined);
    this.entries.push({
      ...entry,
      ...(until ? { until } : {}),
      ...(ageThen !== undefined && ageThen >= 0 ? { age: ageThen } : {}),
      text: this.told(text),
      label: this.told(label),
      sources: answers.filter((answer) => answer !== undefined).map((answer) => answer.source),
    });
  }
}

const words = (text: string, label = text): Words => ({ text, label });
/** A line that quotes the sentence of the client's answer it is dated by. */
const quoting = (text: string, label: string) => (part: DatedPart) => words(`${text}: “${quoteOf(part.text)}”`, label);
const quoteOf = (text: string) => (text.length <= QUOTE_LENGTH ? text : `${text.slice(0, text.lastIndexOf(' ', QUOTE_LENGTH - 1))}…`);
const capitalized = (text: string) => `${text[0].toUpperCase()}${text.slice(1)}`;

function bornAndRaised(life: LifeLines) {
  const place = ['birthCity', 'birthState'].map((key) => life.answer('AboutYou', key)).filter((answer) => answer !== undefined);
  const where = place.map((answer) => answer.value).join(', ');
  life.onDate('AboutYou', 'dateOfBirth', 'home', words(where ? `Born in ${where}` : 'Born', 'Born'), place);
  life.atAge('AboutYou', 'ageCameToUs', 'home', words('Came to the United States', 'Came to the US'));
}

/** Who of those who raised the client a check list names, as a line's subject. */
const CAREGIVERS: Record<string, string> = {
  Mother: 'Mother',
  Father: 'Father',
  Stepparent: 'A stepparent',
  Grandparent: 'A grandparent',
  'Other adult': 'Another adult who raised {him}',
};
/** A sentence saying someone came out of jail or prison. */
const RELEASED = /\b(got out|came (?:home|back|out)|was released|released|paroled)\b/i;

function family(life: LifeLines) {
  life.atAge('FamilyOfOrigin', 'motherDiedAge', 'home', words('Mother died'), [life.answer('FamilyOfOrigin', 'motherName')]);
  life.atAge('FamilyOfOrigin', 'fatherDiedAge', 'home', words('Father died'), [life.answer('FamilyOfOrigin', 'fatherName')]);
  life.atAge('FamilyOfOrigin', 'parentsSplitAge', 'home', words('Parents split up'));
  // Dated only when one of them is named: with two, an age given could be either's.
  const caregiver = (checkList: string) => {
    const named = life.record.checked('FamilyOfOrigin', checkList).filter((who) => CAREGIVERS[who]);
    return named.length === 1 ? CAREGIVERS[named[0]] : null;
  };
  const jailed = caregiver('caregiverIncarceration');
  if (jailed) {
    const short = jailed.replace(/ who raised \{him\}$/, '');
    life.fromText(
      'FamilyOfOrigin',
      'caregiverIncarcerationMore',
      'home',
      (part, index) => {
        if (index === 0) return words(`${jailed} went to jail or prison`, `${short} to prison`);
        return RELEASED.test(part.text) ? words(`${jailed} came out of jail or prison`, `${short} out of prison`) : null;
      },
      [life.answer('FamilyOfOrigin', 'caregiverIncarceration')],
    );
  }
  const ill = caregiver('caregiverMentalIllness');
  if (ill)
    life.fromText('FamilyOfOrigin', 'caregiverMentalIllnessMore', 'home', quoting(`${ill}'s mental illness`, `${ill.replace(/ who raised \{him\}$/, '')}'s mental illness`), [
      life.answer('FamilyOfOrigin', 'caregiverMentalIllness'),
    ]);
}

function childhood(life: LifeLines) {
  life.atAge('ChildhoodAndHome', 'childHomelessAge', 'home', words('Had no safe place to live', 'No safe place to live'), [
    life.answer('ChildhoodAndHome', 'childHomelessHowLong'),
  ]);
  const homes = life.record.value('ChildhoodAndHome', 'fosterCareHomes');
  const homeCount = homes && /^\d+$/.test(homes) ? ` (${homes} ${homes === '1' ? 'home' : 'homes'} in all)` : '';
  life.atAge('ChildhoodAndHome', 'fosterCareAge', 'home', words(`First placed in foster care or a group home${homeCount}`, 'Foster care'), [
    life.answer('ChildhoodAndHome', 'fosterCareHomes'),
  ]);
  life.fromText('ChildhoodAndHome', 'childServicesMore', 'home', quoting('Child protective services came to the home', 'Child services came'), [
    life.answer('ChildhoodAndHome', 'childServices'),
  ]);
  life.atAge('ChildhoodAndHome', 'leftAloneAge', 'home', words('Began to be left alone or in charge of younger children, often', 'Often left alone'));
  life.atAge('ChildhoodAndHome', 'leftHomeAge', 'home', words('Left home to live independently', 'Left home'), [life.answer('ChildhoodAndHome', 'leftHomeWhy')]);
}

function school(life: LifeLines) {
  for (const { fields } of life.record.slots('Education', 'school')) {
    const [name, kind, grades] = ['name', 'kind', 'grades'].map((field) => fields.get(field));
    if (!grades) continue;
    const text = `Attended ${name?.value ?? 'a school'}${kind ? ` (${kind.value.toLowerCase()})` : ''}`;
    life.fromText('Education', grades.source.questionKey, 'school', (part) => (part.spans.length ? words(text, name?.value ?? 'School') : null), [name, kind]);
  }
  if (life.record.value('Education', 'diplomaOrGed') === 'GED')
    life.fromText('Education', 'gedWhere', 'school', (part) => (part.spans.length ? words('Earned a GED', 'GED') : null));
  const why = life.record.checked('Education', 'leftSchoolWhy').map((reason) => reason.replace(/^I /, '').replace(/^\w/, (letter) => letter.toLowerCase()));
  life.atAge('Education', 'leftSchoolAge', 'school', words(`Stopped going to school${why.length ? ` (${why.join('; ')})` : ''}`, 'Left school'), [
    life.answer('Education', 'leftSchoolWhy'),
  ]);
}

/** Why a job ended, as the line says it (another reason as the client chose it). */
const LEFT_JOB: Record<string, string> = {
  'I still work there': '',
  'Found a better job': 'left for a better job',
  'I quit': 'quit',
  'Laid off': 'laid off',
  Fired: 'fired',
  'The job ended': 'the job ended',
};

function work(life: LifeLines) {
  life.atAge('Employment', 'firstJobAge', 'work', words('First job'));
  for (const { slot, fields } of life.record.slots('Employment', 'job')) {
    const [employer, title, whyLeft] = ['employer', 'title', 'whyLeft'].map((field) => fields.get(field));
    const left = whyLeft ? (LEFT_JOB[whyLeft.value] ?? whyLeft.value.toLowerCase()) : '';
    const job = `${title ? `${title.value} at` : 'Worked at'} ${employer?.value ?? 'a job'}`;
    const label = employer?.value ?? title?.value ?? 'Job';
    const alone = { start: words(`Started: ${job}`, label), end: words(`Left ${employer?.value ?? 'a job'}${left ? ` (${left})` : ''}`, label) };
    const key = (field: string) => `job_${slot}_${field}`;
    life.period(
      'Employment',
      [key('start'), key('end')],
      'work',
      { ...words(`${job}${left ? ` (${left})` : ''}`, label), alone },
      [employer, title, whyLeft],
      whyLeft?.value === 'I still work there',
    );
  }
  life.fromText('Strengths', 'awards', 'work', quoting('Award', 'Award'));
}

function military(life: LifeLines) {
  const branch = life.answer('MilitaryService', 'branch');
  const discharge = life.answer('MilitaryService', 'dischargeType');
  const stillServing = discharge?.value === 'Still serving';
  const text = `Served in the ${branch?.value ?? 'military'}${discharge && !stillServing ? ` (${discharge.value.toLowerCase()} discharge)` : ''}`;
  life.period('MilitaryService', ['serviceStart', 'serviceEnd'], 'work', words(text, branch?.value ?? 'Military service'), [branch, discharge], stillServing);
  life.fromText('MilitaryService', 'deployedWhere', 'work', quoting('Deployed', 'Deployed'));
}

function relationships(life: LifeLines) {
  const spouse = life.answer('Relationships', 'spouseName');
  life.onDate('Relationships', 'marriedDate', 'home', words(spouse ? `Married ${spouse.value}` : 'Married', 'Married'), [spouse]);
  life.fromText('Relationships', 'pastRelationships', 'home', (part) =>
    /\bmarri|\bwife\b|\bhusband\b/i.test(part.text) ? quoting('A past marriage', 'Married')(part) : quoting('A past relationship', 'Relationship')(part),
  );
  for (const { fields } of life.record.slots('Children', 'child')) {
    const [name, relation, birthDate] = ['name', 'relation', 'birthDate'].map((field) => fields.get(field));
    if (!birthDate) continue;
    const child = relation?.value === 'Stepparent' ? 'stepchild' : 'child';
    life.onDate('Children', birthDate.source.questionKey, 'home', words(`Birth of ${child}${name ? ` ${name.value}` : ''}`, name ? `${name.value} born` : 'Child born'), [
      name,
      relation,
    ]);
  }
}

function homes(life: LifeLines) {
  for (const { slot, fields } of life.record.slots('Housing', 'home')) {
    const place = fields.get('place');
    const key = (field: string) => `home_${slot}_${field}`;
    const where = place?.value ?? 'another home';
    const alone = { start: words(`Moved to ${where}`, place?.value ?? 'Moved'), end: words(`Moved out of ${where}`, place?.value ?? 'Moved') };
    life.period('Housing', [key('from'), key('to')], 'home', { ...words(`Lived in ${where}`, place?.value ?? 'Home'), alone }, [place]);
  }
}

function health(life: LifeLines) {
  for (const { fields } of life.record.slots('PhysicalHealth', 'injury')) {
    const [what, age] = ['what', 'age'].map((field) => fields.get(field));
    if (age) life.atAge('PhysicalHealth', age.source.questionKey, 'health', words(what ? `Injury: “${what.value}”` : 'A bad injury', 'Injury'), [what]);
  }
  life.fromText('PhysicalHealth', 'hospitalStaysMore', 'health', quoting('Stayed overnight in a hospital', 'Hospital stay'));
  life.atAge('MentalHealth', 'mentalHealthFirstAge', 'health', words('First help for mental health', 'First mental health care'));
  life.fromText('MentalHealth', 'mentalHealthProviders', 'health', quoting('Mental health care', 'Mental health care'));
  life.fromText('MentalHealth', 'mentalHealthHospitalWhere', 'health', quoting('Stayed in a hospital for mental health', 'Psychiatric hospital'));
  life.fromText('MentalHealth', 'mentalHealthMedicineWhich', 'health', quoting('Medicine for mental health', 'Mental health medicine'));
  life.atAge('MentalHealth', 'suicideAttemptAge', 'health', words('Tried to end {his} life (the most recent time)', 'Suicide attempt'));
}

/** How long the OSU TBI-ID's answer says the client was knocked out. */
const KNOCKED_OUT: Record<string, string> = { '< 30 minutes': 'less than 30 minutes', '30 min - 24 hours': '30 minutes to 24 hours', '> 24 hours': 'more than 24 hours' };

function headInjuries(life: LifeLines) {
  for (let slot = 1; slot <= OSU_TBI_ID_INJURY_SLOTS; slot++) {
    const part = (name: string) => life.answer('OSUTBIID', `osutbi_injury${slot}_${name}`);
    const [cause, knockedOut, duration, dazed] = [part('cause'), part('loc'), part('loc_duration'), part('dazed')];
    const how =
      knockedOut?.value === 'Yes'
        ? `knocked out${duration ? ` ${KNOCKED_OUT[duration.value] ?? duration.value}` : ''}`
        : dazed?.value === 'Yes'
          ? 'dazed or a gap in memory'
          : null;
    const text = `Head injury${cause ? `: “${cause.value}”` : ''}${how ? `; ${how}` : ''}`;
    life.atAge('OSUTBIID', `osutbi_injury${slot}_age`, 'health', words(text, 'Head injury'), [cause, knockedOut, duration, dazed]);
  }
}

function substanceUse(life: LifeLines) {
  life.atAge('SubstanceUse', 'alcoholFirstAge', 'substance', words('First drank alcohol', 'First drink'));
  for (const [drug, [name, label]] of Object.entries(DRUGS)) life.atAge('SubstanceUse', `${drug}FirstAge`, 'substance', words(`First used ${name}`, `First: ${label}`));
  const other = life.answer('SubstanceUse', 'otherSubstance');
  life.atAge('SubstanceUse', 'otherSubstanceFirstAge', 'substance', words(`First used ${other?.value ?? 'another drug'}`, `First: ${other?.value ?? 'other drug'}`), [other]);
  life.fromText('SubstanceUse', 'substanceTreatmentWhere', 'substance', quoting('Treatment for alcohol or drug use', 'Treatment'));
  life.fromText('SubstanceUse', 'longestSober', 'substance', (part) => (part.spans.length ? words('Longest time without using', 'Without using') : null));
}

/** "my brother", "my mom": whom a sentence names as the one lost (not "my brother's friend"). */
const RELATIVE =
  /\bmy (mother|mom|father|dad|brother|sister|son|daughter|cousin|uncle|aunt|grandmother|grandma|grandfather|grandpa|husband|wife|partner|girlfriend|boyfriend|best friend|friend)\b(?!'s|’s)/gi;
const RELATIVE_NAMES: Record<string, string> = { mom: 'mother', dad: 'father', grandma: 'grandmother', grandpa: 'grandfather' };

function trauma(life: LifeLines) {
  life.atAge('Trauma', 'childAbuseAge', 'home', words('An adult began to hurt {him} on purpose', 'Hurt by an adult'), [life.answer('Trauma', 'childAbuseWho')]);
  life.atAge('Trauma', 'childSexualAbuseAge', 'home', words('Touched sexually against {his} will', 'Sexual abuse'));
  life.atAge('Trauma', 'sawViolenceAge', 'home', words('First saw someone badly hurt or killed', 'Saw violence'));
  life.fromText('Trauma', 'adultAssaultMore', 'home', quoting('Attacked or badly hurt as an adult', 'Attacked'));
  life.fromText('Trauma', 'violentLossWho', 'home', (part) => {
    const named = new Set([...part.text.matchAll(RELATIVE)].map((match) => match[1].toLowerCase()).map((who) => RELATIVE_NAMES[who] ?? who));
    const who = named.size === 1 ? capitalized([...named][0]) : 'Someone close';
    return quoting(`${who} died suddenly or violently`, `${who} died`)(part);
  });
}

/** What came of an arrest, as the line says it. */
const OUTCOMES: Record<string, string> = {
  Dropped: 'dropped',
  'Found not guilty': 'found not guilty',
  'A program or diversion': 'a program or diversion',
  'A fine': 'a fine',
  Probation: 'probation',
  Jail: 'jail',
};

function justice(life: LifeLines) {
  life.atAge('CriminalHistory', 'juvenileFirstAge', 'justice', words('First arrest or juvenile court', 'First arrest'));
  for (const { fields } of life.record.slots('CriminalHistory', 'arrest')) {
    const [year, charge, place, outcome, timeServed] = ['year', 'charge', 'place', 'outcome', 'timeServed'].map((field) => fields.get(field));
    if (!year) continue;
    const result = [outcome && (OUTCOMES[outcome.value] ?? outcome.value), timeServed && `served ${timeServed.value}`].filter(Boolean).join(', ');
    const text = `Arrested${charge ? ` for ${inSentence(charge.value)}` : ''}${place ? ` in ${place.value}` : ''}${result ? ` (${result})` : ''}`;
    life.fromText('CriminalHistory', year.source.questionKey, 'justice', (part) => (part.spans.length ? words(text, charge ? `Arrest: ${charge.value}` : 'Arrest') : null), [
      charge,
      place,
      outcome,
      timeServed,
    ]);
  }
  life.fromText('CriminalHistory', 'lockedUpWhere', 'justice', quoting('Served time', 'Locked up'));
  const facility = life.answer('CurrentCase', 'facility');
  life.onDate('CurrentCase', 'custodySince', 'justice', words(`Taken into custody in this case${facility ? `, held at ${facility.value}` : ''}`, 'In custody (this case)'), [
    facility,
  ]);
  life.onDate('CurrentCase', 'nextCourtDate', 'justice', words('Next court date'));
}
