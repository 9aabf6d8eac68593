import type { CaseRecord, SourcedAnswer } from '../case-record/case-record.js';
import type { Fact, Theme } from '../mitigation-report/report-model.js';
import { usDate } from '../mitigation-report/us-dates.js';
import type { BrainInjury } from './brain-injury.js';
import { DRUGS, factOf, inSentence, listOf, numberIn, quoted, wholeYears, type AnalysisInput } from './facts.js';
import { screenFact, screenFacts } from './screen-facts.js';

/**
 * The mitigation themes the answers support (issue 34, item 2), in the order a sentencing memo tells a
 * life: each only when its answers are there, with its strongest facts (at most three), strongest first.
 */
export function themesOf(input: AnalysisInput, brainInjury: BrainInjury | null): Theme[] {
  const themes: [string, Fact[]][] = [
    ['Childhood adversity and trauma', childhood(input)],
    brainAndLearning(input.record, brainInjury),
    ['Mental illness', mentalIllness(input)],
    ['Substance use and its treatment', substanceUse(input)],
    ['Family responsibilities', family(input)],
    ['Work history', work(input)],
    ['Military service', military(input.record)],
    ['Community and faith', community(input.record)],
    ['Remorse and plans', plans(input.record)],
  ];
  return themes.filter(([, facts]) => facts.length > 0).map(([title, facts]) => ({ title, facts: facts.slice(0, MOST_FACTS) }));
}

const MOST_FACTS = 3;

/** The answer when it is `value` (a Yes, say), else undefined. */
const answered = (record: CaseRecord, page: string, key: string, value: string) => (record.value(page, key) === value ? record.answer(page, key) : undefined);
/** The options checked, without the ones that say "none". */
const checkedOf = (record: CaseRecord, page: string, key: string) => record.checked(page, key).filter((option) => !NONE.has(option));
const NONE = new Set(['None of these', 'No one', 'Not sure', 'None', 'Nothing', 'Prefer not to say']);
const present = (...facts: (Fact | null | undefined | false)[]) => facts.filter((fact): fact is Fact => !!fact);
/** "from age 5", or nothing when no age is given. */
const fromAge = (answer: SourcedAnswer | undefined, words = 'from age') => (answer ? `, ${words} ${answer.value}` : '');

function childhood(input: AnalysisInput): Fact[] {
  const { record } = input;
  const trauma = (key: string) => record.answer('Trauma', key);
  const family = (key: string) => record.answer('FamilyOfOrigin', key);
  const home = (key: string) => record.answer('ChildhoodAndHome', key);
  const abuse = answered(record, 'Trauma', 'childAbuse', 'Yes');
  const sexualAbuse = answered(record, 'Trauma', 'childSexualAbuse', 'Yes');
  const violentLoss = answered(record, 'Trauma', 'violentLoss', 'Yes');
  const homeViolence = answered(record, 'FamilyOfOrigin', 'homeViolence', 'Yes');
  const jailed = checkedOf(record, 'FamilyOfOrigin', 'caregiverIncarceration');
  const services = answered(record, 'ChildhoodAndHome', 'childServices', 'Yes');
  const foster = answered(record, 'ChildhoodAndHome', 'fosterCare', 'Yes');
  const homeless = answered(record, 'ChildhoodAndHome', 'childHomeless', 'Yes');
  const hungry = answered(record, 'ChildhoodAndHome', 'wentHungry', 'Often');
  const who = trauma('childAbuseWho');
  return present(
    screenFact(input, 'ace'),
    abuse &&
      factOf(
        `Reports being hurt on purpose by an adult as a child${fromAge(trauma('childAbuseAge'))}${who ? ` (${quoted(who.value, 40)})` : ''}`,
        abuse,
        trauma('childAbuseAge'),
        who,
      ),
    sexualAbuse && factOf(`Reports sexual abuse as a child${fromAge(trauma('childSexualAbuseAge'), 'at')}`, sexualAbuse, trauma('childSexualAbuseAge')),
    violentLoss &&
      factOf(
        `Lost someone close to a sudden or violent death${trauma('violentLossWho') ? `: ${quoted(trauma('violentLossWho')!.value)}` : ''}`,
        violentLoss,
        trauma('violentLossWho'),
      ),
    homeViolence &&
      factOf(`Violence in the childhood home${family('homeViolenceMore') ? `: ${quoted(family('homeViolenceMore')!.value)}` : ''}`, homeViolence, family('homeViolenceMore')),
    jailed.length > 0 && factOf(`${listOf(jailed)} in jail or prison during childhood`, family('caregiverIncarceration')),
    services &&
      factOf(`Child protective services came to the home${home('childServicesMore') ? `: ${quoted(home('childServicesMore')!.value)}` : ''}`, services, home('childServicesMore')),
    foster && factOf(`In foster care or a group home${fromAge(home('fosterCareAge'))}`, foster, home('fosterCareAge')),
    homeless && factOf(`No safe place to live as a child${fromAge(home('childHomelessAge'), 'at')}`, homeless, home('childHomelessAge')),
    hungry && factOf('Often went hungry as a child', hungry),
  );
}

/** "Brain injury and learning problems", or either alone when only it is supported. */
function brainAndLearning(record: CaseRecord, brainInjury: BrainInjury | null): [string, Fact[]] {
  const education = (key: string) => record.answer('Education', key);
  const specialEducation = answered(record, 'Education', 'specialEducation', 'Yes');
  const iep = answered(record, 'Education', 'iep', 'Yes');
  const diagnoses = checkedOf(record, 'Education', 'learningDiagnoses');
  const repeated = answered(record, 'Education', 'repeatedGrade', 'Yes');
  const why = education('specialEducationWhy');
  const learning = present(
    specialEducation && factOf(`Special education${why ? `: ${quoted(why.value, 60)}` : ''}${iep ? '; an IEP or 504 plan' : ''}`, specialEducation, why, iep),
    diagnoses.length > 0 && factOf(`Told by a doctor or the school: ${listOf(diagnoses.map(inSentence))}`, education('learningDiagnoses')),
    repeated && factOf(`Repeated ${education('repeatedWhich') ? `grades: ${education('repeatedWhich')!.value}` : 'a grade'}`, repeated, education('repeatedWhich')),
  );
  const injury = brainInjury ? [brainInjury.summary] : [];
  const title = injury.length > 0 && learning.length > 0 ? 'Brain injury and learning problems' : injury.length > 0 ? 'Brain injury' : 'Learning problems';
  return [title, [...injury, ...learning]];
}

function mentalIllness(input: AnalysisInput): Fact[] {
  const { record } = input;
  const diagnoses = checkedOf(record, 'MentalHealth', 'mentalHealthDiagnoses');
  const hospital = answered(record, 'MentalHealth', 'mentalHealthHospital', 'Yes');
  const where = record.answer('MentalHealth', 'mentalHealthHospitalWhere');
  const screens = screenFacts(input, ['phq9', 'pcl5', 'itq', 'pcPtsd5', 'mdq', 'gad7', 'k6']);
  return present(
    diagnoses.length > 0 && factOf(`Told by a doctor or counselor: ${listOf(diagnoses.map(inSentence))}`, record.answer('MentalHealth', 'mentalHealthDiagnoses')),
    hospital && factOf(`Hospitalized for mental health${where ? `: ${quoted(where.value)}` : ''}`, hospital, where),
    screens.length > 0 && {
      text: `Screens: ${screens
        .slice(0, 2)
        .map((fact) => fact.text)
        .join('; ')}`,
      sources: screens.slice(0, 2).flatMap((fact) => fact.sources),
    },
  );
}

function substanceUse(input: AnalysisInput): Fact[] {
  const { record } = input;
  const page = (key: string) => record.answer('SubstanceUse', key);
  const alcohol = page('alcoholFirstAge');
  const drugs = DRUGS.map(([key, words]) => ({ words, answer: page(`${key}FirstAge`) }))
    .filter(({ answer }) => numberIn(answer?.value) !== null)
    .sort((a, b) => numberIn(a.answer!.value)! - numberIn(b.answer!.value)!);
  const treatment = answered(record, 'SubstanceUse', 'substanceTreatment', 'Yes');
  const kinds = checkedOf(record, 'SubstanceUse', 'substanceTreatmentKinds');
  const where = page('substanceTreatmentWhere');
  return present(
    alcohol && factOf(`Alcohol from age ${alcohol.value}`, alcohol),
    drugs.length > 0 &&
      factOf(
        drugs
          .map(({ words, answer }) => `${words} from ${answer!.value}`)
          .join(', ')
          .replace(/^./, (first) => first.toUpperCase()),
        ...drugs.map(({ answer }) => answer),
      ),
    ...screenFacts(input, ['auditC', 'cageAid']).slice(0, 1),
    treatment &&
      factOf(
        `Treatment before${kinds.length > 0 ? ` (${listOf(kinds.map(inSentence))})` : ''}${where ? `: ${quoted(where.value)}` : ''}`,
        treatment,
        page('substanceTreatmentKinds'),
        where,
      ),
  );
}

function family({ record, date }: AnalysisInput): Fact[] {
  const children = record.slots('Children', 'child').filter(({ fields }) => fields.has('name') || fields.has('birthDate'));
  const ages = children
    .map(({ fields }) => fields.get('birthDate'))
    .filter((answer) => answer !== undefined)
    .map((answer) => wholeYears(answer.value, date));
  const supported = children.filter(({ fields }) => fields.get('support')?.value === 'Yes');
  const depends = answered(record, 'Children', 'othersDependOnYou', 'Yes');
  const dependsWho = record.answer('Children', 'othersDependOnYouWho');
  const cared = answered(record, 'Strengths', 'caredForFamily', 'Yes');
  const caredWho = record.answer('Strengths', 'caredForFamilyWho');
  const count = children.length === 1 ? 'One child' : `${NUMBER_WORDS[children.length] ?? children.length} children`;
  const agesText = ages.length > 0 ? ` (${ages.length === 1 ? 'age' : 'ages'} ${listOf(ages.map(String))})` : '';
  const support =
    supported.length === 0
      ? ''
      : supported.length === children.length
        ? children.length === 1
          ? '; helps care for or support the child'
          : '; helps care for or support each'
        : `; helps care for or support ${supported.length}`;
  return present(
    children.length > 0 && factOf(`${count}${agesText}${support}`, ...children.flatMap(({ fields }) => [fields.get('birthDate') ?? fields.get('name'), fields.get('support')])),
    depends && factOf(`Others count on the client${dependsWho ? `: ${quoted(dependsWho.value)}` : ''}`, depends, dependsWho),
    !depends && cared && factOf(`Cared for a family member who was sick or old${caredWho ? `: ${quoted(caredWho.value)}` : ''}`, cared, caredWho),
  );
}

const NUMBER_WORDS = ['No', 'One', 'Two', 'Three', 'Four', 'Five', 'Six'];

function work({ record, date }: AnalysisInput): Fact[] {
  const longest = record
    .slots('Employment', 'job')
    .map(({ fields }) => ({
      fields,
      years: yearsHeld(fields.get('start')?.value, fields.get('end')?.value ?? (fields.get('whyLeft')?.value === 'I still work there' ? date : undefined)),
    }))
    .filter(({ fields, years }) => fields.has('employer') && years !== null && years >= 2)
    .sort((a, b) => b.years! - a.years!)[0];
  const longestAnswer = record.answer('Employment', 'longestJob');
  const awards = record.answer('Strengths', 'awards');
  const working = record.answer('Employment', 'workingWhenCaseBegan');
  const firstJob = record.answer('Employment', 'firstJobAge');
  const job = longest?.fields;
  return present(
    job &&
      factOf(
        `${job.get('employer')!.value}, ${jobPeriod(job.get('start')!.value, job.get('end')?.value)} (${longest.years} years)${job.get('title') ? `: ${inSentence(job.get('title')!.value)}` : ''}`,
        job.get('employer'),
        job.get('start'),
        job.get('end'),
        job.get('title'),
      ),
    !job && longestAnswer && factOf(`Longest job: ${quoted(longestAnswer.value)}`, longestAnswer),
    working?.value.startsWith('Yes') && factOf(`Working ${working.value === 'Yes, full time' ? 'full time' : 'part time'} when the case began`, working),
    awards && factOf(`Awards: ${quoted(awards.value)}`, awards),
    numberIn(firstJob?.value) !== null && numberIn(firstJob!.value)! <= 16 && factOf(`First job at ${firstJob!.value}`, firstJob),
  );
}

/** Whole years a job was held (to the report's date when the client still works there). */
const yearsHeld = (start: string | undefined, until: string | undefined) => (start && until ? wholeYears(start, until) : null);

const jobPeriod = (start: string, end: string | undefined) => `${usDate(start.slice(0, 7))} to ${end ? usDate(end.slice(0, 7)) : 'now'}`;

function military(record: CaseRecord): Fact[] {
  const served = answered(record, 'MilitaryService', 'served', 'Yes');
  if (!served) return [];
  const page = (key: string) => record.answer('MilitaryService', key);
  const [branch, start, end, discharge] = [page('branch'), page('serviceStart'), page('serviceEnd'), page('dischargeType')];
  const period = start ? `, ${usDate(start.value.slice(0, 7))} to ${end ? usDate(end.value.slice(0, 7)) : 'now'}` : '';
  const deployed = answered(record, 'MilitaryService', 'deployed', 'Yes');
  const combat = answered(record, 'MilitaryService', 'combat', 'Yes');
  return present(
    factOf(`Served${branch ? ` in the ${branch.value}` : ''}${period}${discharge ? `; discharge: ${inSentence(discharge.value)}` : ''}`, served, branch, start, end, discharge),
    deployed &&
      factOf(`Deployed${page('deployedWhere') ? `: ${quoted(page('deployedWhere')!.value)}` : ''}${combat ? '; in combat' : ''}`, deployed, page('deployedWhere'), combat),
    page('militaryAwards') && factOf(`Medals or awards: ${quoted(page('militaryAwards')!.value)}`, page('militaryAwards')),
  );
}

function community(record: CaseRecord): Fact[] {
  const page = (key: string) => record.answer('ReligionAndCommunity', key);
  const volunteered = answered(record, 'ReligionAndCommunity', 'volunteered', 'Yes');
  const faith = answered(record, 'ReligionAndCommunity', 'faith', 'Yes');
  const groups = checkedOf(record, 'ReligionAndCommunity', 'communityGroups');
  const [which, services, leader] = [page('faithWhich'), page('faithServices'), page('faithLeader')];
  const faithText = [which?.value ?? 'Has a faith', services ? `services ${inSentence(services.value)}` : null, leader ? `knows ${leader.value}` : null].filter(Boolean).join('; ');
  return present(
    volunteered && factOf(`Volunteers${page('volunteeredWhat') ? `: ${quoted(page('volunteeredWhat')!.value)}` : ''}`, volunteered, page('volunteeredWhat')),
    faith && factOf(`Faith: ${faithText}`, faith, which, services, leader),
    groups.length > 0 && factOf(`Part of ${listOf(groups.map(inSentence))}`, page('communityGroups')),
  );
}

function plans(record: CaseRecord): Fact[] {
  const page = (key: string) => record.answer('GoalsAndPlans', key);
  const judge = page('tellTheJudge');
  const programs = record.checked('GoalsAndPlans', 'willingPrograms');
  const wantsTreatment = answered(record, 'SubstanceUse', 'wantsTreatment', 'Yes');
  const changes = record.answer('Strengths', 'goodChanges');
  const goals = page('goalsThisYear');
  return present(
    judge && factOf(`To the judge: ${quoted(judge.value, 130)}`, judge),
    programs.length > 0 &&
      factOf(
        `Willing to take part in ${listOf(programs.map(inSentence))}${wantsTreatment ? '; wants help with alcohol or drugs now' : ''}`,
        page('willingPrograms'),
        wantsTreatment,
      ),
    changes && factOf(`Good changes made: ${quoted(changes.value)}`, changes),
    goals && factOf(`Goals for the next year: ${quoted(goals.value)}`, goals),
  );
}
