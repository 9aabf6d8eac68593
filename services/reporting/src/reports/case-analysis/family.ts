import type { CaseRecord, SourcedAnswer } from '../case-record/case-record.js';
import type { Fact, FamilySummary, Relative } from '../mitigation-report/report-model.js';
import { usDate } from '../mitigation-report/us-dates.js';
import { ALCOHOL, factOf, inSentence, listOf, quoted, wholeYears, type AnalysisInput } from './facts.js';
import { screenFacts } from './screen-facts.js';

/**
 * The client's family as the answers name it (issue 34, item 4): each relative with what the answers say
 * of them (parents, step-parents, grandparents and others who raised the client, siblings, partners,
 * children), and the patterns that run from the generation that raised the client to the client (alcohol
 * or drugs, mental illness, prison, violence). Each statement rests on its answers; a relative's
 * statements are grouped by the page they come from.
 */
export function familyOf({ record, screens, date }: AnalysisInput): FamilySummary {
  const relatives = [...parents(record), ...others(record), ...siblings(record), ...partners(record), ...children(record, date)].filter((relative) => relative.facts.length > 0);
  return { relatives, patterns: patterns({ record, screens }) };
}

/** A statement's parts, each with its answer: facts a page, the parts of each joined ("Alive; work: roofer"). */
type Part = [text: string, answer: SourcedAnswer | undefined];

function factsOf(parts: (Part | null | false)[]): Fact[] {
  const byPage = new Map<string, Part[]>();
  for (const part of parts) {
    if (!part || !part[1]) continue;
    const page = part[1].source.pageKey;
    byPage.set(page, [...(byPage.get(page) ?? []), part]);
  }
  return [...byPage.values()].map((pageParts) => {
    const text = pageParts.map(([words]) => words).join('; ');
    return factOf(text.charAt(0).toUpperCase() + text.slice(1), ...pageParts.map(([, answer]) => answer));
  });
}

const FAMILY = 'FamilyOfOrigin';
/** The adults' check lists of Family of Origin and what a checked adult did. */
const CAREGIVER_LISTS: [key: string, words: string][] = [
  ['caregiverSubstanceUse', 'drank too much or used drugs'],
  ['caregiverMentalIllness', 'had a mental illness'],
  ['caregiverIncarceration', 'in jail or prison while the client was growing up'],
];
const NOW: Record<string, string> = { 'We are close': 'close', Okay: 'okay', 'Not close': 'not close', 'We do not talk': 'they do not talk' };

/** What the caregiver check lists and the Trauma page say of an adult: `option` is its box ("Mother"), `words` how the client may name them. */
function caregiverParts(record: CaseRecord, option: string, words: RegExp): Part[] {
  const abuser = record.answer('Trauma', 'childAbuseWho');
  return [
    ...CAREGIVER_LISTS.filter(([key]) => record.checked(FAMILY, key).includes(option)).map(([key, did]): Part => [did, record.answer(FAMILY, key)]),
    ...(abuser && words.test(abuser.value) ? [['named as the adult who hurt the client as a child', abuser] as Part] : []),
  ];
}

function parents(record: CaseRecord): Relative[] {
  return (['mother', 'father'] as const).map((parent) => {
    const answer = (field: string) => record.answer(FAMILY, `${parent}${field}`);
    const [alive, diedAge, atHome, work, now, more] = ['Alive', 'DiedAge', 'AtHome', 'Work', 'Now', 'More'].map(answer);
    const aliveText = alive?.value === 'Yes' ? 'alive' : alive?.value === 'No' ? `died${diedAge ? ` when the client was ${diedAge.value}` : ''}` : 'not known whether alive';
    const option = parent === 'mother' ? 'Mother' : 'Father';
    return {
      relation: option,
      name: answer('Name')?.value ?? null,
      facts: factsOf([
        alive ? [aliveText, alive] : null,
        atHome ? [`lived with the client as a child: ${inSentence(atHome.value)}`, atHome] : null,
        work ? [`work: ${work.value}`, work] : null,
        now && NOW[now.value] ? [`relationship now: ${NOW[now.value]}`, now] : null,
        ...caregiverParts(record, option, parent === 'mother' ? /\b(mother|mom|mama|ma)\b/i : /\b(father|dad|daddy|pa)\b/i),
        more ? [quoted(more.value, 100), more] : null,
      ]),
    };
  });
}

/** Step-parents, grandparents and the others who raised the client. */
function others(record: CaseRecord): Relative[] {
  const raisedBy = record.checked('ChildhoodAndHome', 'raisedBy');
  const raised = record.answer('ChildhoodAndHome', 'raisedBy');
  const who = record.value(FAMILY, 'otherCaregivers') === 'Yes' ? record.answer(FAMILY, 'otherCaregiversWho') : undefined;
  const whoFact = who && factOf(quoted(who.value, 120), who);
  const grandparent = who && grandparentNamedIn(who.value);
  const adult = (relation: string, option: string, words: RegExp, named?: { name: string; facts: Fact[] } | null): Relative[] => {
    const raisedThem = raisedBy.includes(option);
    const parts = caregiverParts(record, option, words);
    const facts = [...factsOf([raisedThem && ['helped raise the client', raised], ...parts]), ...(named?.facts ?? [])];
    return facts.length > 0 ? [{ relation, name: named?.name ?? null, facts }] : [];
  };
  return [
    ...adult('Step-parent', 'Stepparent', /\bstep-?(mother|father|mom|dad|parent)\b/i),
    ...adult(
      grandparent?.relation ?? 'Grandparent',
      'Grandparent',
      /\bgrand(mother|father|ma|pa|parent)\b/i,
      grandparent && whoFact && { name: grandparent.name, facts: grandparent.alone ? [whoFact] : [] },
    ),
    ...(raisedBy.includes('Aunt or uncle') ? [{ relation: 'Aunt or uncle', name: null, facts: factsOf([['helped raise the client', raised]]) }] : []),
    ...(whoFact && !grandparent?.alone ? [{ relation: 'Others who raised the client', name: null, facts: [whoFact] }] : []),
  ];
}

/** "grandma Loretta Hughes": the word and the name (one to three capitalized words) right after it. */
const NAMED_GRANDPARENT = /\b[Gg]rand(mother|father|ma|pa)\s+((?:[A-Z][\w'’-]+)(?:\s+[A-Z][\w'’-]+){0,2})/g;
const GRANDPARENT_WORD = /\bgrand(?:mother|father|ma|pa|parents?)\b/gi;
/** Whose parent the grandparent is ("my mom's mom"): words about them, not about someone else. */
const WHOSE_PARENT = /\b(?:mom|mother|dad|father)['’]s\s+(?:mom|mother|mama|ma|dad|father|papa|pa)\b/gi;
/** Anyone else the answer may speak of. */
const SOMEONE_ELSE =
  /\b(aunt|auntie|uncle|cousin|neighbou?r|friend|foster|step\w*|boyfriend|girlfriend|god(?:mother|father)|pastor|coach|teacher|brother|sister|mom|mother|dad|father)\b/i;

/**
 * The grandparent the answer on the others who raised the client names, when it is certain: one grandparent
 * word, followed by a name, in the whole answer ("My grandma Loretta Hughes, my mom's mom."); `alone` when
 * the answer speaks of no one else (no other kin word, no other capitalized name), so all of it is about them.
 */
function grandparentNamedIn(text: string): { relation: string; name: string; alone: boolean } | null {
  const named = [...text.matchAll(NAMED_GRANDPARENT)];
  if (named.length !== 1 || (text.match(GRANDPARENT_WORD) ?? []).length !== 1) return null;
  const [whole, word, name] = named[0];
  const rest = text.replace(whole, ' ').replace(WHOSE_PARENT, ' ');
  const otherNames = rest
    .split(/(?<=[.!?])\s+|\n/)
    .flatMap((sentence) => sentence.trim().split(/\s+/).slice(1))
    .filter((token) => /^[A-Z]/.test(token) && !/^I(?:['’]\w+)?\W*$/.test(token));
  return {
    relation: /^(mother|ma)$/.test(word) ? 'Grandmother' : 'Grandfather',
    name,
    alone: otherNames.length === 0 && !SOMEONE_ELSE.test(rest),
  };
}

export const SIBLING_RELATIONS: Record<string, string> = {
  'Same mother and father': 'Brother or sister',
  'Same mother only': 'Half-sibling (same mother)',
  'Same father only': 'Half-sibling (same father)',
  'Stepbrother or stepsister': 'Step-sibling',
  Adopted: 'Adopted sibling',
  Foster: 'Foster sibling',
};
const CONTACT: Record<string, string> = { Often: 'in touch often', Sometimes: 'in touch sometimes', Rarely: 'rarely in touch', Never: 'never in touch' };

function siblings(record: CaseRecord): Relative[] {
  const loss = record.answer('Trauma', 'violentLossWho');
  const listed = record.slots('Siblings', 'sibling').map(({ fields }): Relative => {
    const [name, relation, age, together, contact] = ['name', 'relation', 'age', 'grewUpTogether', 'contact'].map((field) => fields.get(field));
    const died = contact?.value === 'They have died';
    const firstName = name?.value.split(/\s+/)[0];
    return {
      relation: relation ? (SIBLING_RELATIONS[relation.value] ?? 'Sibling') : 'Sibling',
      name: name?.value ?? null,
      facts: factsOf([
        age ? [died ? `died at ${age.value}` : `age ${age.value}`, age] : died ? ['died', contact] : null,
        together ? [together.value === 'Yes' ? 'grew up with the client' : 'did not grow up with the client', together] : null,
        contact && CONTACT[contact.value] ? [CONTACT[contact.value], contact] : null,
        !!firstName && !!loss && new RegExp(`\\b${firstName}\\b`, 'i').test(loss.value) && [`sudden or violent death: ${quoted(loss.value)}`, loss],
      ]),
    };
  });
  const more = record.answer('Siblings', 'siblingsMore');
  const olderRaised = record.checked('ChildhoodAndHome', 'raisedBy').includes('Older brother or sister');
  const all: Relative[] =
    more || olderRaised
      ? [
          {
            relation: 'Brothers and sisters',
            name: null,
            facts: factsOf([
              olderRaised && ['an older brother or sister helped raise the client', record.answer('ChildhoodAndHome', 'raisedBy')],
              more ? [quoted(more.value, 120), more] : null,
            ]),
          },
        ]
      : [];
  return [...listed, ...all];
}

function partners(record: CaseRecord): Relative[] {
  const answer = (key: string) => record.answer('Relationships', key);
  const [spouse, married, partner, howLong, together, support, past, status, times] = [
    'spouseName',
    'marriedDate',
    'partnerName',
    'partnerHowLong',
    'livesWithPartner',
    'partnerSupport',
    'pastRelationships',
    'maritalStatus',
    'timesMarried',
  ].map(answer);
  const spouseRow: Relative[] =
    spouse || married ? [{ relation: 'Spouse', name: spouse?.value ?? null, facts: factsOf([married ? [`married ${usDate(married.value)}`, married] : ['married', spouse]]) }] : [];
  const partnerRow: Relative[] =
    record.value('Relationships', 'inRelationship') === 'Yes'
      ? [
          {
            relation: 'Partner',
            name: partner?.value ?? null,
            facts: factsOf([
              howLong ? [`together ${howLong.value}`, howLong] : null,
              together ? [together.value === 'Yes' ? 'lives with the client' : 'does not live with the client', together] : null,
              support ? [`stands by the client: ${inSentence(support.value)}`, support] : null,
            ]),
          },
        ]
      : [];
  const ended = status && ['Divorced', 'Widowed', 'Separated'].includes(status.value);
  const pastRow: Relative[] =
    past || ended
      ? [
          {
            relation: 'Past marriages and partners',
            name: null,
            facts: factsOf([
              ended ? [`${inSentence(status.value)}${times ? `; married ${times.value === '1' ? 'once' : `${times.value} times`}` : ''}`, status] : null,
              past ? [quoted(past.value, 120), past] : null,
            ]),
          },
        ]
      : [];
  return [...spouseRow, ...partnerRow, ...pastRow];
}

const CHILD_RELATIONS: Record<string, string> = { Yes: 'Child', Stepparent: 'Stepchild', 'I am raising them': 'Child the client is raising', Other: 'Child' };
const LIVES_WITH: Record<string, string> = {
  Me: 'lives with the client',
  'Their other parent': 'lives with the other parent',
  'A grandparent or other family': 'lives with a grandparent or other family',
  'Foster care': 'in foster care',
  'On their own': 'lives on their own',
};
const CHILD_CONTACT: Record<string, string> = {
  'Every day': 'in touch every day',
  'Every week': 'in touch every week',
  'Every month': 'in touch every month',
  Rarely: 'rarely in touch',
  Never: 'never in touch',
};

function children(record: CaseRecord, date: string): Relative[] {
  return record.slots('Children', 'child').map(({ fields }): Relative => {
    const [name, born, relation, livesWith, custody, contact, support] = ['name', 'birthDate', 'relation', 'livesWith', 'custody', 'contact', 'support'].map((field) =>
      fields.get(field),
    );
    return {
      relation: relation ? (CHILD_RELATIONS[relation.value] ?? 'Child') : 'Child',
      name: name?.value ?? null,
      facts: factsOf([
        born ? [`age ${wholeYears(born.value, date)} (born ${usDate(born.value)})`, born] : null,
        livesWith && LIVES_WITH[livesWith.value] ? [LIVES_WITH[livesWith.value], livesWith] : null,
        custody ? [`custody: ${inSentence(custody.value)}`, custody] : null,
        contact && CHILD_CONTACT[contact.value] ? [CHILD_CONTACT[contact.value], contact] : null,
        support ? [support.value === 'Yes' ? 'the client helps care for or support them' : 'the client does not support them', support] : null,
      ]),
    };
  });
}

/**
 * A pattern runs across generations when the generation that raised the client had it (the caregivers'
 * check lists, or the family's problems) and the client has it too.
 */
function patterns({ record, screens }: Pick<AnalysisInput, 'record' | 'screens'>): Fact[] {
  const elders = (key: string, problem: string): Part[] => {
    const adults = record.checked(FAMILY, key).filter((option) => !['No one', 'Not sure'].includes(option));
    const problems = record.checked(FAMILY, 'familyProblems').includes(problem);
    return [
      ...(adults.length > 0 ? [[`the ${listOf(adults.map(inSentence))}, while the client was growing up`, record.answer(FAMILY, key)] as Part] : []),
      ...(problems ? [['others in the family', record.answer(FAMILY, 'familyProblems')] as Part] : []),
    ];
  };
  const client = clientParts(record, screens);
  return (
    [
      ['Alcohol or drugs', elders('caregiverSubstanceUse', 'Drinking or drugs'), client.substances],
      ['Mental illness', elders('caregiverMentalIllness', 'Mental illness'), client.mentalIllness],
      ['Prison', elders('caregiverIncarceration', 'Jail or prison'), client.prison],
      ['Violence', record.value(FAMILY, 'homeViolence') === 'Yes' ? [['in the childhood home', record.answer(FAMILY, 'homeViolence')] as Part] : [], client.violence],
    ] as const
  )
    .filter(([, older, theClient]) => older.length > 0 && theClient.length > 0)
    .map(([pattern, older, theClient]) =>
      factOf(
        `${pattern}: ${older.map(([text]) => text).join('; ')}; the client: ${theClient.map(([text]) => text).join('; ')}`,
        ...[...older, ...theClient].map(([, answer]) => answer),
      ),
    );
}

/** The client's own part of each pattern. */
function clientParts(record: CaseRecord, screens: AnalysisInput['screens']) {
  const alcoholAge = record.answer('SubstanceUse', `${ALCOHOL[0]}FirstAge`);
  const alcoholScreen = screenFacts({ screens }, ['auditC'])[0];
  const used = record.checked('SubstanceUse', 'substancesUsed').filter((option) => option !== 'None of these');
  const diagnoses = record.checked('MentalHealth', 'mentalHealthDiagnoses').filter((option) => !['None of these', 'Not sure'].includes(option));
  const attempt = record.value('MentalHealth', 'suicideAttempt') === 'Yes' ? record.answer('MentalHealth', 'suicideAttempt') : undefined;
  const lockedUp = record.value('CriminalHistory', 'everLockedUp') === 'Yes' ? record.answer('CriminalHistory', 'everLockedUp') : undefined;
  const juvenile = record.value('CriminalHistory', 'juvenileDetention') === 'Yes' ? record.answer('CriminalHistory', 'juvenileDetention') : undefined;
  const violentCharges = record.slots('CriminalHistory', 'arrest').flatMap(({ fields }) => {
    const charge = fields.get('charge');
    return charge && /assault|battery|domestic|violen/i.test(charge.value) ? [charge] : [];
  });
  const hurtByPartner = record.value('Relationships', 'partnerHurtYou') === 'Yes' ? record.answer('Relationships', 'partnerHurtYou') : undefined;
  const part = (text: string, answer: SourcedAnswer | undefined): Part[] => (answer ? [[text, answer]] : []);
  return {
    substances: [
      ...part(`alcohol from age ${alcoholAge?.value}`, alcoholAge),
      ...(!alcoholAge && used.length > 0 ? part(`has used ${listOf(used.map(inSentence))}`, record.answer('SubstanceUse', 'substancesUsed')) : []),
      ...(alcoholScreen ? [[alcoholScreen.text, undefined] as Part] : []),
    ],
    mentalIllness: [
      ...(diagnoses.length > 0 ? part(`told by a doctor or counselor: ${listOf(diagnoses.map(inSentence))}`, record.answer('MentalHealth', 'mentalHealthDiagnoses')) : []),
      ...part('a suicide attempt', attempt),
    ],
    prison: [...part('served time in jail or prison', lockedUp), ...(lockedUp ? [] : part('held in juvenile detention', juvenile))],
    violence: [...violentCharges.map((charge): Part => [`arrested for ${inSentence(charge.value)}`, charge]), ...part('hurt or threatened by a partner', hurtByPartner)],
  };
}
