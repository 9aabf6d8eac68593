import { SUPPORTER_SLOTS, supporterSlotKeys } from '@app/contracts';
import type { CaseRecord, SourcedAnswer } from '../case-record/case-record.js';
import type { PersonToInterview, ReportLetter } from '../mitigation-report/report-model.js';
import { usDate } from '../mitigation-report/us-dates.js';
import { SIBLING_RELATIONS } from './family.js';
import { sentencesOf } from './facts.js';

/**
 * The people to talk to (issue 34, item 5): everyone the answers name who could speak to the client's life
 * (parents, brothers and sisters, a partner, bosses, teachers, a pastor, people in the community, supporters,
 * the people the client says could tell about their life), each once with what they could speak to and, where
 * the answers give one, how to reach them. A name in free text is taken only as the client wrote it: a title
 * and a name ("Mr. Alvarez", "Coach Darnell Owens"), or the "name, how they know you, how to reach them" the
 * questionnaire asks for.
 */
export function peopleOf(record: CaseRecord, letters: readonly ReportLetter[]): PersonToInterview[] {
  const mentions = [
    ...family(record),
    ...bosses(record),
    ...named(record.answer('Education', 'likedBest'), { relation: 'Named by the client', canSpeakTo: 'the client at school' }),
    ...faith(record),
    ...named(record.answer('ReligionAndCommunity', 'communityPeople'), { relation: 'Knows the client in the community', canSpeakTo: 'the client in the community' }),
    ...named(record.answer('MentalHealth', 'mentalHealthProviders'), { relation: 'Mental health care', canSpeakTo: 'the client’s mental health care', titledOnly: true }),
    ...named(record.answer('Relationships', 'closestPeople'), { relation: 'Close to the client now', canSpeakTo: 'the client’s life now', titledOnly: true }),
    ...supporters(record, letters),
    ...emergencyContact(record),
    ...otherPeople(record.answer('AnythingElse', 'otherPeople')),
  ];
  return merged(mentions).map(({ name, relation, canSpeakTo, contact, answers }) => ({
    name,
    relation,
    canSpeakTo: canSpeakTo.length > 0 ? canSpeakTo.join('; ') : 'the client’s life',
    contact,
    sources: [...new Set(answers)].map((answer) => answer.source),
  }));
}

/** Which mention names a person's relation to the client best, when several name one person: the lower, the better. */
enum Rank {
  boss,
  supporter,
  family,
  faith,
  otherPeople,
  text,
}

interface Mention {
  name: string;
  relation: string;
  rank: Rank;
  canSpeakTo: string | null;
  contact: string | null;
  answers: SourcedAnswer[];
}

const mention = (name: string, relation: string, rank: Rank, canSpeakTo: string | null, answers: (SourcedAnswer | undefined)[], contact: string | null = null): Mention => ({
  name: name.trim(),
  relation,
  rank,
  canSpeakTo,
  contact,
  answers: answers.filter((answer): answer is SourcedAnswer => answer !== undefined),
});

function family(record: CaseRecord): Mention[] {
  const parents = (['mother', 'father'] as const).flatMap((parent) => {
    const name = record.answer('FamilyOfOrigin', `${parent}Name`);
    if (!name || record.value('FamilyOfOrigin', `${parent}Alive`) === 'No') return [];
    return [mention(name.value, parent === 'mother' ? 'Mother' : 'Father', Rank.family, 'the client’s early life and the family', [name])];
  });
  const siblings = record.slots('Siblings', 'sibling').flatMap(({ fields }) => {
    const name = fields.get('name');
    if (!name || fields.get('contact')?.value === 'They have died') return [];
    const together = fields.get('grewUpTogether')?.value === 'Yes';
    const relation = SIBLING_RELATIONS[fields.get('relation')?.value ?? ''] ?? 'Sibling';
    return [mention(name.value, relation, Rank.family, together ? 'growing up in the same home' : 'the family', [name, fields.get('grewUpTogether')])];
  });
  const partner = record.value('Relationships', 'inRelationship') === 'Yes' ? record.answer('Relationships', 'partnerName') : undefined;
  const spouse = record.answer('Relationships', 'spouseName');
  return [
    ...parents,
    ...siblings,
    ...(spouse ? [mention(spouse.value, 'Spouse', Rank.family, 'the client’s life now, the home and the children', [spouse])] : []),
    ...(partner ? [mention(partner.value, 'Partner', Rank.family, 'the client’s life now, the home and the children', [partner])] : []),
  ];
}

function bosses(record: CaseRecord): Mention[] {
  return record.slots('Employment', 'job').flatMap(({ fields }) => {
    const [boss, employer, start, end] = ['boss', 'employer', 'start', 'end'].map((field) => fields.get(field));
    if (!boss || !employer || !looksLikeAName(boss.value)) return [];
    const period = start ? ` (${usDate(start.value.slice(0, 7))} to ${end ? usDate(end.value.slice(0, 7)) : 'now'})` : '';
    return [mention(boss.value, `Supervisor at ${employer.value}`, Rank.boss, `the client at work${period}`, [boss, employer, start, end])];
  });
}

function faith(record: CaseRecord): Mention[] {
  const leader = record.answer('ReligionAndCommunity', 'faithLeader');
  if (!leader || record.value('ReligionAndCommunity', 'faith') !== 'Yes') return [];
  const [name, ...where] = leader.value.split(',');
  return looksLikeAName(name)
    ? [mention(name, `Faith leader${where.length > 0 ? ` (${where.join(',').trim()})` : ''}`, Rank.faith, 'the client’s faith and church life', [leader])]
    : [];
}

function supporters(record: CaseRecord, letters: readonly ReportLetter[]): Mention[] {
  const signed = new Set(letters.map((letter) => letter.supporterName.toLowerCase().trim()));
  return Array.from({ length: SUPPORTER_SLOTS }, (_, index) => supporterSlotKeys(index + 1)).flatMap((keys) => {
    const [first, last, relationship, email, phone] = [keys.firstName, keys.lastName, keys.clientRelationship, keys.email, keys.phoneNumber].map((key) =>
      record.answer('LettersOfSupport', key),
    );
    if (!first) return [];
    const name = [first.value, last?.value].filter(Boolean).join(' ');
    const wrote = signed.has(name.toLowerCase()) ? 'wrote a letter of support (in the appendix)' : 'listed as a supporter; has not signed a letter';
    const contact = [phone?.value, email?.value].filter(Boolean).join(', ') || null;
    return [mention(name, relationship?.value ?? 'Supporter', Rank.supporter, wrote, [first, last, relationship, email, phone], contact)];
  });
}

function emergencyContact(record: CaseRecord): Mention[] {
  const [name, relationship, phone] = ['emergencyContactName', 'emergencyContactRelationship', 'emergencyContactPhone'].map((key) => record.answer('AboutYou', key));
  return name ? [mention(name.value, relationship ? tidy(relationship.value) : 'Emergency contact', Rank.text, null, [name, relationship, phone], phone?.value ?? null)] : [];
}

const CONTACT = /(\(?\d{3}\)?[\s.-]?\d{3}[\s.-]\d{4}|[\w.+-]+@[\w-]+\.[\w.-]+)/;
const TITLES = 'Mr|Mrs|Ms|Miss|Dr|Pastor|Reverend|Rev|Coach|Deacon|Officer|Aunt|Uncle';
/** A title and a name, or a first and last name: "Mr. Alvarez", "Coach Darnell Owens", "Keisha Brooks". */
const TITLED = `(?:${TITLES})\\.?\\s+[A-Z][\\w'’-]+(?:\\s+[A-Z][\\w'’-]+){0,2}`;
const NAME = new RegExp(`\\b(?:${TITLED}|[A-Z][a-z'’-]+\\s+[A-Z][a-z'’-]+(?:\\s+[A-Z][a-z'’-]+)?)`);
const NOT_NAMES = /^(My|The|A|An|At|From|In|On|When|And|But|He|She|They)\s/;
const looksLikeAName = (text: string) => {
  const match = NAME.exec(text.trim());
  return match !== null && match.index === 0 && !NOT_NAMES.test(match[0]);
};

/** "my shop teacher at Briggs" -> "Shop teacher at Briggs". */
const tidy = (text: string) => {
  const words = text
    .trim()
    .replace(/^(my|the|a|an)(\s+|$)/i, '')
    .replace(/[.,;]+$/, '');
  return words.charAt(0).toUpperCase() + words.slice(1);
};

/**
 * The people a free-text answer names with a title or (unless `titledOnly`, where places' names are likely:
 * "Southeast Healthcare") a full name, a sentence or a comma's part each; the rest of the part says how they
 * know the client, else `relation`.
 */
function named(
  answer: SourcedAnswer | undefined,
  { relation, canSpeakTo, titledOnly = false }: { relation: string; canSpeakTo: string | null; titledOnly?: boolean },
  rank = Rank.text,
): Mention[] {
  if (!answer) return [];
  const pattern = new RegExp(titledOnly ? `\\b${TITLED}` : NAME.source, 'g');
  return sentencesOf(answer.value)
    .flatMap((sentence) => sentence.split(/,\s*(?=(?:my|the|a)?\s*[A-Z])/))
    .flatMap((part) => {
      const found = [...part.matchAll(pattern)].find((match) => !NOT_NAMES.test(match[0]));
      if (!found) return [];
      const rest = tidy(`${part.slice(0, found.index)} ${part.slice(found.index + found[0].length)}`.replace(/\s+/g, ' ').replace(/^,|,$/g, ''));
      return [mention(found[0], rest || relation, rank, canSpeakTo, [answer])];
    });
}

/** The answer to "Who else could tell your lawyer about your life? Give their name, how they know you, and how to reach them." */
function otherPeople(answer: SourcedAnswer | undefined): Mention[] {
  if (!answer) return [];
  return sentencesOf(answer.value).flatMap((sentence) => {
    const contact = CONTACT.exec(sentence)?.[1] ?? null;
    const words = sentence.replace(CONTACT, '').replace(/,\s*$/, '');
    const [first, ...rest] = words
      .split(',')
      .map((part) => part.trim())
      .filter(Boolean);
    if (!first) return [];
    if (rest.length > 0 && looksLikeAName(first)) return [mention(first, tidy(rest.join(', ')), Rank.otherPeople, null, [answer], contact)];
    return named({ ...answer, value: words }, { relation: 'Named by the client', canSpeakTo: null }, Rank.otherPeople).map((person) => ({ ...person, contact }));
  });
}

/** The words of a name without its title, lower-cased: "Pastor James Whitfield" -> ["james", "whitfield"]. */
const nameWords = (name: string) =>
  name
    .replace(new RegExp(`^(${TITLES})\\.?\\s+`), '')
    .toLowerCase()
    .split(/\s+/)
    .filter(Boolean);

/** One person named twice ("Pastor Whitfield", "Pastor James Whitfield"): the same last name, and the same first name or only one of them given. */
function samePerson(a: string, b: string): boolean {
  const [x, y] = [nameWords(a), nameWords(b)];
  if (x.length === 0 || y.length === 0 || x.at(-1) !== y.at(-1)) return false;
  return x.length === 1 || y.length === 1 || x[0] === y[0];
}

/** The mentions of each person as one: the fullest name, the best-ranked relation, what each mention says they can speak to, the first contact. */
function merged(mentions: Mention[]) {
  const people: (Omit<Mention, 'canSpeakTo'> & { canSpeakTo: string[] })[] = [];
  for (const next of mentions) {
    const person = people.find((known) => samePerson(known.name, next.name));
    if (!person) {
      people.push({ ...next, canSpeakTo: next.canSpeakTo ? [next.canSpeakTo] : [] });
      continue;
    }
    if (nameWords(next.name).length > nameWords(person.name).length) person.name = next.name;
    if (next.rank < person.rank) Object.assign(person, { relation: next.relation, rank: next.rank });
    if (next.canSpeakTo && !person.canSpeakTo.includes(next.canSpeakTo)) person.canSpeakTo.push(next.canSpeakTo);
    person.contact ??= next.contact;
    person.answers.push(...next.answers);
  }
  return people;
}
