import { paragraph, type Composer } from './compose.js';
import type { NarrativeParagraph } from '../narrative.js';

/** Faith and community: the client's faith, what it means, service to others, people who know them there. */
export function faith(c: Composer): NarrativeParagraph[] {
  const which = c.answer('ReligionAndCommunity', 'faithWhich');
  const services = c.answer('ReligionAndCommunity', 'faithServices');
  const leader = c.answer('ReligionAndCommunity', 'faithLeader');
  return [
    ...paragraph(
      which
        ? c.sentence(
            `${c.name}'s faith is ${which.value}${services ? `; ${c.he} ${c.v('attend')} services “${services.value.toLowerCase()}”` : ''}`,
            which,
            ...(services ? [services] : []),
          )
        : undefined,
      leader ? c.sentence(`${c.His} faith leader is ${leader.value}`, leader) : undefined,
      c.quote(`Of what faith means to ${c.him}, ${c.he} ${c.v('write')},`, c.answer('ReligionAndCommunity', 'faithMeaning')),
    ),
    ...paragraph(
      c.quote(`Of ${c.his} service to others, ${c.he} ${c.v('write')},`, c.answer('ReligionAndCommunity', 'volunteeredWhat')),
      c.quote(`People in ${c.his} community who know ${c.him}:`, c.answer('ReligionAndCommunity', 'communityPeople')),
    ),
  ];
}

/** Strengths: in the client's own words first, then what they did for others and what they changed. */
export function strengths(c: Composer): NarrativeParagraph[] {
  const words = c.answer('Strengths', 'strengthWords');
  return [
    ...paragraph(
      c.options(words)
        ? c.sentence(`${c.byName('describe')} ${c.narrator.subject === 'they' ? 'themselves' : `${c.him}self`} in these words: ${c.options(words)}`, words)
        : undefined,
      c.quote(`Asked what ${c.he} ${c.is_} proud of, ${c.he} ${c.v('write')},`, c.answer('Strengths', 'proudOf')),
      c.quote(`What ${c.he} ${c.is_} good at:`, c.answer('Strengths', 'goodAt')),
      c.quote(`What others say of ${c.him}, in ${c.his} words:`, c.answer('Strengths', 'othersSay')),
    ),
    ...paragraph(
      c.quote(`Of a time ${c.he} helped someone, ${c.he} ${c.v('write')},`, c.answer('Strengths', 'helpedSomeone')),
      c.quote(`Of caring for family, ${c.he} ${c.v('write')},`, c.answer('Strengths', 'caredForFamilyWho')),
      c.quote(`Of awards, ${c.he} ${c.v('write')},`, c.answer('Strengths', 'awards')),
      c.quote(`In ${c.his} free time:`, c.answer('Strengths', 'freeTime')),
      c.quote(`Of good changes ${c.he} ${c.has} made, ${c.he} ${c.v('write')},`, c.answer('Strengths', 'goodChanges')),
    ),
  ];
}

/** Plans: goals this year and in five years, where the client would live, who would help, programs, and what they would tell the judge. */
export function plans(c: Composer): NarrativeParagraph[] {
  const programs = c.answer('GoalsAndPlans', 'willingPrograms');
  return [
    ...paragraph(
      c.quote(`Of this year, ${c.byName('write')},`, c.answer('GoalsAndPlans', 'goalsThisYear')),
      c.quote(`Further ahead, ${c.he} ${c.v('hope')} for this:`, c.answer('GoalsAndPlans', 'goalsFiveYears')),
      c.quote(`The work ${c.he} ${c.v('want')}:`, c.answer('GoalsAndPlans', 'workGoal')),
      c.quote(`Where ${c.he} would live:`, c.answer('GoalsAndPlans', 'livePlan')),
      c.quote(`Who would help ${c.him}:`, c.answer('GoalsAndPlans', 'helpers')),
      c.options(programs) ? c.sentence(`${c.He} ${c.v('say')} ${c.he} would take part in ${c.options(programs)}`, programs) : undefined,
      c.quote(`What stands in the way, in ${c.his} words:`, c.answer('GoalsAndPlans', 'goalBarriers')),
    ),
    ...paragraph(c.quote(`What ${c.he} would tell the judge, in ${c.his} own words:`, c.answer('GoalsAndPlans', 'tellTheJudge')), c.said(c.answer('AnythingElse', 'anythingElse'))),
  ];
}
