import { counted, inList, paragraph, type Composer } from './compose.js';
import type { NarrativeParagraph } from '../narrative.js';

const lowerFirst = (text: string) => (/^[A-Z][a-z]/.test(text) ? text.charAt(0).toLowerCase() + text.slice(1) : text);

/** School: the schools in order, special education, grades repeated, discipline, how school ended. */
export function school(c: Composer): NarrativeParagraph[] {
  const attended = c.record
    .slots('Education', 'school')
    .reverse()
    .flatMap((slot) => {
      const name = slot.fields.get('name');
      const place = slot.fields.get('place');
      const grades = slot.fields.get('grades');
      if (!name) return [];
      return [{ text: `${name.value}${place ? ` in ${place.value}` : ''}${grades ? ` (${grades.value})` : ''}`, answers: [name, place, grades].filter((a) => a !== undefined) }];
    });
  // The schools in one sentence: four sentences each "He attended …" read as a list.
  const schools = attended.length > 0 ? c.sentence(`${c.He} attended ${inList(attended.map((each) => each.text))}`, ...attended.flatMap((each) => each.answers)) : undefined;
  const repeated = c.answer('Education', 'repeatedWhich');
  const diagnoses = c.answer('Education', 'learningDiagnoses');
  const problems = c.answer('Education', 'learningProblems');
  const leftAge = c.answer('Education', 'leftSchoolAge');
  const leftWhy = c.answer('Education', 'leftSchoolWhy');
  const highest = c.answer('Education', 'highestLevel');
  const diploma = c.answer('Education', 'diplomaOrGed');
  const gedWhere = c.answer('Education', 'gedWhere');
  return [
    ...paragraph(schools),
    ...paragraph(
      c.is('Education', 'repeatedGrade', 'Yes') && repeated
        ? c.sentence(`${c.He} repeated a grade (${repeated.value})`, c.answer('Education', 'repeatedGrade'), repeated)
        : undefined,
      c.is('Education', 'specialEducation', 'Yes') ? c.sentence(`${c.He} ${c.was} in special education`, c.answer('Education', 'specialEducation')) : undefined,
      c.quote(`Asked why, ${c.he} ${c.v('write')},`, c.answer('Education', 'specialEducationWhy')),
      c.options(problems) ? c.sentence(`Among ${c.his} problems with learning, ${c.he} named ${c.options(problems)}`, problems) : undefined,
      c.options(diagnoses) ? c.sentence(`${c.He} ${c.v('report')} having been told of ${c.options(diagnoses)}`, diagnoses) : undefined,
      c.quote(`Of suspensions, ${c.he} ${c.v('write')},`, c.answer('Education', 'suspendedWhy')),
      c.quote(`What ${c.he} liked best about school:`, c.answer('Education', 'likedBest')),
    ),
    ...paragraph(
      leftAge
        ? c.sentence(
            `${c.He} left school at ${leftAge.value}${leftWhy && c.reasons(leftWhy) ? ` ${c.reasons(leftWhy)}` : ''}`,
            leftAge,
            ...(leftWhy && c.reasons(leftWhy) ? [leftWhy] : []),
          )
        : undefined,
      highest ? c.sentence(`${c.His} highest level of schooling is ${lowerFirst(highest.value)}`, highest) : undefined,
      diploma && gedWhere
        ? c.sentence(`${c.He} later earned a ${diploma.value} (${gedWhere.value})`, diploma, gedWhere)
        : diploma
          ? c.sentence(`${c.He} ${c.has} a ${diploma.value}`, diploma)
          : undefined,
      c.answer('Education', 'otherTraining') ? c.sentence(`${c.His} other training: ${c.value('Education', 'otherTraining')}`, c.answer('Education', 'otherTraining')) : undefined,
    ),
  ];
}

/** Work: the first job, each job from the earliest, skills, what stands in the way. */
export function work(c: Composer): NarrativeParagraph[] {
  const firstAge = c.answer('Employment', 'firstJobAge');
  const jobs = c.record
    .slots('Employment', 'job')
    .reverse()
    .flatMap((slot) => {
      const employer = slot.fields.get('employer');
      const title = slot.fields.get('title');
      const start = slot.fields.get('start');
      const end = slot.fields.get('end');
      const boss = slot.fields.get('boss');
      const whyLeft = slot.fields.get('whyLeft');
      if (!employer) return [];
      const period = start && end ? ` from ${c.month(start)} to ${c.month(end)}` : start ? ` from ${c.month(start)}` : '';
      const left = whyLeft ? `, and ${leftJob(c, whyLeft.value)}` : '';
      return [
        c.sentence(
          `${c.He} worked at ${employer.value}${title ? ` (${title.value})` : ''}${period}${boss ? ` under ${boss.value}` : ''}${left}`,
          employer,
          ...[title, start, end, boss, whyLeft].filter((a) => a !== undefined),
        ),
      ];
    });
  const barriers = c.answer('Employment', 'workBarriers');
  return [
    ...paragraph(firstAge ? c.sentence(`${c.name} first worked at ${firstAge.value}`, firstAge) : undefined, ...jobs),
    ...paragraph(
      c.quote(`Of ${c.his} longest job, ${c.he} ${c.v('write')},`, c.answer('Employment', 'longestJob')),
      c.quote(`Of ${c.his} skills, ${c.he} ${c.v('write')},`, c.answer('Employment', 'skills')),
      c.options(barriers) ? c.sentence(`${c.He} ${c.v('name')} ${c.options(barriers)} as what stands in the way of work`, barriers) : undefined,
      c.is('Employment', 'workingWhenCaseBegan', 'No') ? c.sentence(`${c.He} ${c.was} not working when the case began`, c.answer('Employment', 'workingWhenCaseBegan')) : undefined,
    ),
  ];
}

/** Why a job ended, as the end of the job's sentence ("…, and left for a better job"); a reason the form does not offer, quoted. */
function leftJob(c: Composer, reason: string): string {
  const reasons: Record<string, string> = {
    'I still work there': `still ${c.v('work')} there`,
    'Found a better job': 'left for a better job',
    'I quit': 'quit',
    'Laid off': `${c.was} laid off`,
    Fired: `${c.was} fired`,
    'The job ended': 'stayed until the job ended',
    'I was locked up': `left when ${c.he} ${c.was} locked up`,
    'Health problems': 'left because of health problems',
    'I moved': `left when ${c.he} moved`,
    Other: 'left for another reason',
  };
  return reasons[reason] ?? `left (“${reason}”)`;
}

/** Military service: whether the client served, and how. */
export function military(c: Composer): NarrativeParagraph[] {
  if (c.is('MilitaryService', 'served', 'No')) return paragraph(c.sentence(`${c.name} did not serve in the military`, c.answer('MilitaryService', 'served')));
  const start = c.answer('MilitaryService', 'serviceStart');
  const end = c.answer('MilitaryService', 'serviceEnd');
  const rank = c.answer('MilitaryService', 'rank');
  const job = c.answer('MilitaryService', 'militaryJob');
  return [
    ...paragraph(
      c.sentence(
        `${c.name} served in the military${start ? ` from ${c.month(start)}` : ''}${end ? ` to ${c.month(end)}` : ''}`,
        c.answer('MilitaryService', 'served'),
        ...[start, end].filter((a) => a !== undefined),
      ),
      rank ? c.sentence(`${c.His} highest rank was ${rank.value}`, rank) : undefined,
      job ? c.sentence(`${c.His} job in the military was ${job.value}`, job) : undefined,
      c.quote(`Of where ${c.he} was sent, ${c.he} ${c.v('write')},`, c.answer('MilitaryService', 'deployedWhere')),
      c.quote(`Of being hurt in service, ${c.he} ${c.v('write')},`, c.answer('MilitaryService', 'injuredHow')),
      c.quote(`Of medals and awards, ${c.he} ${c.v('write')},`, c.answer('MilitaryService', 'militaryAwards')),
    ),
  ];
}

/** Relationships and children: marriages, the partner now, each child, who cares for them now. */
export function relationships(c: Composer): NarrativeParagraph[] {
  const partner = c.answer('Relationships', 'partnerName');
  const howLong = c.answer('Relationships', 'partnerHowLong');
  const status = c.answer('Relationships', 'maritalStatus');
  const children = c.record.slots('Children', 'child').flatMap((slot) => {
    const name = slot.fields.get('name');
    const born = slot.fields.get('birthDate');
    const livesWith = slot.fields.get('livesWith');
    const contact = slot.fields.get('contact');
    if (!name) return [];
    // The client by name: a "he" after a son's name would read as the son.
    return [
      c.sentence(
        `${name.value}${born ? `, born ${c.date(born)},` : ''} lives with ${livesWith?.value === 'Their other parent' ? 'the other parent' : livesWith ? `“${livesWith.value}”` : 'someone else'}${contact ? `; ${c.byName('have')} contact “${contact.value.toLowerCase()}”` : ''}`,
        name,
        ...[born, livesWith, contact].filter((a) => a !== undefined),
      ),
    ];
  });
  const count = c.answer('Children', 'childCount');
  return [
    ...paragraph(
      status ? c.sentence(`${c.byName('be')} ${status.value.toLowerCase()}`, status) : undefined,
      c.quote(`Of past relationships, ${c.he} ${c.v('write')},`, c.answer('Relationships', 'pastRelationships')),
      partner
        ? c.sentence(
            howLong && DURATION.test(howLong.value)
              ? `${c.He} ${c.has} been with ${c.his} partner, ${partner.value}, for ${howLong.value}`
              : `${c.His} partner is ${partner.value}`,
            partner,
            ...(howLong && DURATION.test(howLong.value) ? [howLong] : []),
          )
        : undefined,
      c.is('Relationships', 'partnerSupport', 'Yes')
        ? c.sentence(`${c.He} ${c.v('say')} ${c.his} partner supports ${c.him}`, c.answer('Relationships', 'partnerSupport'))
        : undefined,
      c.quote(`The people closest to ${c.him}, in ${c.his} words:`, c.answer('Relationships', 'closestPeople')),
    ),
    ...paragraph(count ? c.sentence(`${c.He} ${c.has} ${counted(count.value)} children`, count) : undefined, ...children),
    ...paragraph(
      c.quote(`Of their needs, ${c.he} ${c.v('write')},`, c.answer('Children', 'childrenNeeds')),
      c.quote(`Of who cares for them while ${c.he} ${c.is_} away, ${c.he} ${c.v('write')},`, c.answer('Children', 'childrenCareWhileAway')),
      c.is('Children', 'childSupportBehind', 'Yes') ? c.sentence(`${c.He} ${c.is_} behind on child support`, c.answer('Children', 'childSupportBehind')) : undefined,
      c.quote(`Others depend on ${c.him} too:`, c.answer('Children', 'othersDependOnYouWho')),
    ),
  ];
}

/** A length of time that reads after "for" ("5 years", "about two years", "a few months"). */
const DURATION =
  /^(about |almost |over |nearly |more than |less than )?(\d+|an?|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|a few|several)\b.*\b(years?|months?|weeks?|days?)\b/i;
