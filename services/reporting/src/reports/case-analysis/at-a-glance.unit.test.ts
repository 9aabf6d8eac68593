import { RealisticAnswers, realisticAnswersWith, realisticCaseSources } from '../../testing/realistic-case.js';
import type { AtAGlance, Fact } from '../mitigation-report/report-model.js';
import { reportModelOf } from '../raw-report/report-contents.js';

/** At a glance of the realistic case, or of another case told on the same seeded form. */
const glanceOf = (answers: Record<string, Record<string, string>> = RealisticAnswers, edition: 'workProduct' | 'court' = 'workProduct'): AtAGlance =>
  reportModelOf({ ...realisticCaseSources(answers), edition }).atAGlance;

const changed = realisticAnswersWith;

const sourcesOf = (facts: Fact[]) => facts.flatMap((fact) => fact.sources.map((source) => `${source.pageKey}.${source.questionKey}`));
const titles = (entries: { title: string }[]) => entries.map((entry) => entry.title);

describe('at a glance of the realistic case', () => {
  const glance = glanceOf();

  it('puts its red flags first, most urgent first, each with what to do', () => {
    expect(titles(glance.redFlags)).toEqual(['Current suicide risk', 'Brain injury (moderate)', 'Risk of withdrawal in custody', 'In custody']);
    const [suicide, brain, withdrawal, custody] = glance.redFlags;
    // Contracts' one rule: PHQ-9 item 9 together with the client's own answer about thoughts of suicide.
    expect(sourcesOf(suicide.facts)).toEqual(expect.arrayContaining(['PHQ9.phq9_9', 'MentalHealth.suicideThoughtsRecent']));
    expect(suicide.action).toBe('Ask jail medical for a suicide-risk assessment now.');
    // The OSU TBI-ID's worst injury: knocked out 30 minutes to 24 hours is moderate.
    expect(brain.facts[0]).toEqual({
      text: 'Worst injury on the OSU TBI-ID: knocked out 30 minutes to 24 hours at 35 (“Pallets fell on me at work”)',
      sources: expect.arrayContaining([expect.objectContaining({ pageKey: 'OSUTBIID', questionKey: 'osutbi_injury3_loc_duration' })]),
    });
    expect(withdrawal.facts.map((fact) => fact.text)).toEqual([
      'Last used alcohol in the past month; in custody since February 9, 2026',
      'AUDIT-C score 12 (positive screen for hazardous drinking)',
      'Reports feeling sick when stopping',
    ]);
    expect(custody.facts[0].text).toBe('At Franklin County Corrections Center since February 9, 2026; next court date April 14, 2026');
    for (const flag of glance.redFlags) expect(flag.action).not.toBe('');
  });

  it('names the themes its answers support, each with two or three facts resting on answers, and no military service', () => {
    expect(titles(glance.themes)).toEqual([
      'Childhood adversity and trauma',
      'Brain injury and learning problems',
      'Mental illness',
      'Substance use and its treatment',
      'Family responsibilities',
      'Work history',
      'Community and faith',
      'Remorse and plans',
    ]);
    for (const theme of glance.themes) expect([theme.title, theme.facts.length >= 2 && theme.facts.length <= 3]).toEqual([theme.title, true]);
    const childhood = glance.themes[0];
    expect(childhood.facts.map((fact) => fact.text)).toEqual([
      'ACE score 7 (high)',
      'Reports being hurt on purpose by an adult as a child, from age 5 (“My father”)',
      'Lost someone close to a sudden or violent death: “My brother Andre, shot outside a store on Sullivant Avenue in 2008.”',
    ]);
    expect(sourcesOf(childhood.facts)).toEqual(['Trauma.childAbuse', 'Trauma.childAbuseAge', 'Trauma.childAbuseWho', 'Trauma.violentLoss', 'Trauma.violentLossWho']);
    expect(glance.themes.find((theme) => theme.title === 'Work history')!.facts[0].text).toBe(
      'Scioto Valley Distribution, March 2011 to October 2023 (12 years): forklift driver, then lead on second shift',
    );
  });

  it('names the evaluations its rules call for, with why', () => {
    expect(titles(glance.evaluations)).toEqual(['Neuropsychological evaluation', 'Trauma evaluation', 'Addiction assessment for a treatment plan', 'Psychiatric evaluation']);
    expect(glance.evaluations[0].facts.map((fact) => fact.text)).toEqual([
      'A moderate brain injury at 35 (OSU TBI-ID)',
      'Special education',
      'Told by a doctor or the school: ADHD or ADD and a learning disability',
    ]);
  });

  it('lists what to follow up: the ACE against the family history, the supervisor’s dates against the client’s, no document', () => {
    expect(glance.followUps).toEqual([
      {
        kind: 'inconsistency',
        text: 'ACE item 10 (a household member went to prison): “No”; Family of Origin: “Father”',
        sources: [
          expect.objectContaining({ pageKey: 'ACE', questionKey: 'ace_10' }),
          expect.objectContaining({ pageKey: 'FamilyOfOrigin', questionKey: 'caregiverIncarceration' }),
        ],
      },
      {
        kind: 'inconsistency',
        text: 'Gary Lindqvist’s letter dates the start at Scioto Valley Distribution to 2012; the client gives March 2011',
        sources: [expect.objectContaining({ questionKey: 'job_1_start' }), expect.objectContaining({ questionKey: 'job_1_employer' })],
      },
      { kind: 'gap', text: 'No document uploaded: ask the client and the family for school, medical and work papers', sources: [] },
      { kind: 'gap', text: 'There is something the client would rather tell you in person', sources: [expect.objectContaining({ questionKey: 'tellInPerson' })] },
    ]);
  });

  it('in the court edition: the themes alone (no red flag with what to do, no evaluation, no follow-up), none resting on uncharged drug use', () => {
    const court = glanceOf(RealisticAnswers, 'court');
    expect({ ...court, themes: [] }).toEqual({ redFlags: [], themes: [], evaluations: [], followUps: [] });
    expect(titles(court.themes)).toEqual(titles(glanceOf(RealisticAnswers).themes));
    const facts = court.themes.flatMap((entry) => entry.facts);
    expect(facts.map((fact) => fact.text).join('\n')).not.toMatch(/marijuana|cocaine|pain pills/i);
    expect(sourcesOf(facts).filter((source) => /^SubstanceUse\.(marijuana|cocaine|painPills)/.test(source))).toEqual([]);
  });
});

describe('at a glance: nothing without its answers', () => {
  it('raises no suicide-risk flag when PHQ-9 item 9 is "Not at all" and there were no thoughts in the past month', () => {
    const glance = glanceOf(changed({ PHQ9: { phq9_9: 'Not at all' }, MentalHealth: { suicideThoughtsRecent: 'No' } }));
    expect(titles(glance.redFlags)).not.toContain('Current suicide risk');
  });

  it('raises it on either answer alone (one rule with the client’s page)', () => {
    expect(titles(glanceOf(changed({ PHQ9: { phq9_9: 'Not at all' } })).redFlags)).toContain('Current suicide risk');
    expect(titles(glanceOf(changed({ MentalHealth: { suicideThoughtsRecent: 'No' } })).redFlags)).toContain('Current suicide risk');
  });

  it('raises no custody or withdrawal flag for a client out on bond, however much they drink', () => {
    const glance = glanceOf(changed({ CurrentCase: { custodyStatus: 'Out on bail or bond', facility: null, inmateNumber: null, custodySince: null } }));
    expect(titles(glance.redFlags)).toEqual(['Current suicide risk', 'Brain injury (moderate)']);
    expect(glance.redFlags[0].action).toBe('Talk with the client soon and help them reach care (the 988 Suicide & Crisis Lifeline: call or text 988).');
  });

  it('raises no withdrawal flag in custody when nothing was used in the past month', () => {
    expect(titles(glanceOf(changed({ SubstanceUse: { alcoholLastUse: 'In the past year' } })).redFlags)).not.toContain('Risk of withdrawal in custody');
  });

  it('names the severity of the worst injury as the OSU TBI-ID grades it', () => {
    const severity = (duration: string) => titles(glanceOf(changed({ OSUTBIID: { osutbi_injury3_loc_duration: duration } })).redFlags)[1];
    expect(severity('> 24 hours')).toBe('Brain injury (severe)');
    expect(severity('< 30 minutes')).toBe('Brain injury (mild)');
  });

  it('raises no brain-injury flag for a daze without being knocked out, but keeps the theme and the evaluation', () => {
    const dazedOnly = changed({
      OSUTBIID: {
        osutbi_1: 'No',
        osutbi_3: 'No',
        osutbi_4: 'Yes',
        osutbi_injury1_cause: 'Hit in a fight',
        osutbi_injury1_loc: 'No',
        osutbi_injury1_loc_duration: null,
        osutbi_injury1_dazed: 'Yes',
        osutbi_injury1_age: '16',
        osutbi_injury1_another: 'No',
        osutbi_repeated: 'No',
      },
      HeadInjuries: { knockedOut: 'No' },
      Education: { specialEducation: 'No', specialEducationWhy: null, iep: 'No', learningDiagnoses: 'None of these', repeatedGrade: 'No', repeatedWhich: null },
    });
    const glance = glanceOf(dazedOnly);
    expect(titles(glance.redFlags).filter((title) => title.startsWith('Brain injury'))).toEqual([]);
    expect(glance.themes.find((theme) => theme.title === 'Brain injury')!.facts[0].text).toBe('A possible brain injury at 16 (OSU TBI-ID)');
    // Still a neuropsychological evaluation: memory and attention trouble since.
    expect(glance.evaluations[0].facts.map((fact) => fact.text)).toEqual([
      'A possible brain injury at 16 (OSU TBI-ID)',
      'Since the injury: trouble remembering and trouble paying attention',
    ]);
  });

  it('supports no theme without its answers: no military service, no faith or community, no work', () => {
    const glance = glanceOf(
      changed({
        ReligionAndCommunity: {
          faith: 'No',
          faithWhich: null,
          faithServices: null,
          faithLeader: null,
          faithMeaning: null,
          communityGroups: 'None of these',
          volunteered: 'No',
          volunteeredWhat: null,
        },
        Employment: { everWorked: 'No', workingWhenCaseBegan: 'No' },
        Strengths: { awards: null },
      }),
    );
    expect(titles(glance.themes)).not.toEqual(expect.arrayContaining(['Military service']));
    expect(titles(glance.themes)).not.toContain('Community and faith');
    expect(titles(glance.themes)).not.toContain('Work history');
  });

  it('names military service when the client served', () => {
    const veteran = glanceOf(
      changed({
        MilitaryService: {
          served: 'Yes',
          branch: 'Army',
          serviceStart: '2005-06-01',
          serviceEnd: '2009-06-01',
          dischargeType: 'Honorable',
          deployed: 'Yes',
          deployedWhere: 'Iraq, 2007',
          combat: 'Yes',
        },
      }),
    );
    expect(veteran.themes.find((theme) => theme.title === 'Military service')!.facts.map((fact) => fact.text)).toEqual([
      'Served in the Army, June 2005 to June 2009; discharge: honorable',
      'Deployed: “Iraq, 2007”; in combat',
    ]);
  });

  it('finds answers that disagree: no substance used against the AUDIT-C and TAPS-1, never knocked out against the OSU TBI-ID', () => {
    const followUps = glanceOf(changed({ SubstanceUse: { substancesUsed: 'None of these' }, HeadInjuries: { knockedOut: 'No' } })).followUps.map((followUp) => followUp.text);
    expect(followUps).toEqual(
      expect.arrayContaining([
        'Substance use: alcohol not among those used; AUDIT-C: drinks “4 or more times per week”',
        'Substance use: no drug among those used; TAPS-1: drugs in the past 12 months “Monthly”',
        'Head Injuries: never knocked out; the OSU TBI-ID reports being knocked out',
      ]),
    );
  });

  it('finds what is missing: a page left empty, children counted but not listed, a supporter who has not signed', () => {
    const followUps = glanceOf(
      changed({ Strengths: Object.fromEntries(Object.keys(RealisticAnswers.Strengths).map((key) => [key, null])), Children: { childCount: '4' } }),
    ).followUps;
    expect(followUps.filter((followUp) => followUp.kind === 'gap').map((followUp) => followUp.text)).toEqual(
      expect.arrayContaining(['Strengths, Accomplishments and Good Deeds: nothing answered', '4 children counted, 3 listed']),
    );
    const unsigned = reportModelOf({ ...realisticCaseSources(), letters: [] }).atAGlance.followUps.map((followUp) => followUp.text);
    expect(unsigned).toEqual(expect.arrayContaining(['Keisha Brooks (Sister) has not signed a letter', 'Gary Lindqvist (Former supervisor) has not signed a letter']));
  });
});
