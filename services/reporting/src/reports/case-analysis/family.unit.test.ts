import { RealisticAnswers, realisticAnswersWith, realisticCaseSources } from '../../testing/realistic-case.js';
import type { FamilySummary } from '../mitigation-report/report-model.js';
import { reportModelOf } from '../raw-report/report-contents.js';

const familyOf = (answers = RealisticAnswers): FamilySummary => reportModelOf(realisticCaseSources(answers)).family;
const keys = (sources: { pageKey: string; questionKey: string }[]) => sources.map((source) => `${source.pageKey}.${source.questionKey}`);

describe('the family of the realistic case', () => {
  const { relatives, patterns } = familyOf();

  it('names each relative the answers name, in one table: parents, those who raised him, siblings, partners, children', () => {
    expect(relatives.map(({ relation, name }) => [relation, name])).toEqual([
      ['Mother', 'Denise Tillman'],
      ['Father', 'Raymond Tillman'],
      // The grandparent who helped raise him is the grandma his answer on the others names, and no one else: one row.
      ['Grandmother', 'Loretta Hughes'],
      ['Brother or sister', 'Keisha Brooks'],
      ['Brother or sister', 'Andre Tillman'],
      ['Half-sibling (same mother)', 'Tiana Hughes'],
      ['Brothers and sisters', null],
      ['Partner', 'Shonda Mayfield'],
      ['Past marriages and partners', null],
      ['Child', 'Jaylen'],
      ['Child', 'Amaya'],
      ['Child', 'Marcus Jr. (MJ)'],
    ]);
  });

  it('says what the answers say of each, a statement a page with the answers it rests on', () => {
    const [, father] = relatives;
    expect(father.facts.map((fact) => fact.text)).toEqual([
      'Alive; lived with the client as a child: some of the time; work: Roofer, when he worked; relationship now: they do not talk; drank too much or used drugs; in jail or prison while the client was growing up; “He was in and out of prison. When he was home he beat my mom and me.”',
      'Named as the adult who hurt the client as a child',
    ]);
    expect(keys(father.facts[1].sources)).toEqual(['Trauma.childAbuseWho']);
    const andre = relatives.find((relative) => relative.name === 'Andre Tillman')!;
    expect(andre.facts.map((fact) => fact.text)).toEqual([
      'Died at 19; grew up with the client',
      'Sudden or violent death: “My brother Andre, shot outside a store on Sullivant Avenue in 2008.”',
    ]);
    expect(relatives.find((relative) => relative.name === 'Jaylen')!.facts[0].text).toBe(
      'Age 16 (born February 18, 2010); lives with the other parent; custody: shared; in touch every week; the client helps care for or support them',
    );
  });

  it('finds the patterns that run from the parents’ generation to the client: alcohol, mental illness, prison, violence', () => {
    expect(patterns.map((pattern) => pattern.text)).toEqual([
      'Alcohol or drugs: the mother and father, while the client was growing up; others in the family; the client: alcohol from age 12; AUDIT-C score 12 (positive screen for hazardous drinking)',
      'Mental illness: the mother, while the client was growing up; others in the family; the client: told by a doctor or counselor: depression and ADHD; a suicide attempt',
      'Prison: the father, while the client was growing up; others in the family; the client: served time in jail or prison',
      'Violence: in the childhood home; the client: arrested for assault (a fight)',
    ]);
    expect(keys(patterns[2].sources)).toEqual(['FamilyOfOrigin.caregiverIncarceration', 'FamilyOfOrigin.familyProblems', 'CriminalHistory.everLockedUp']);
  });
});

describe('the family: nothing without its answers', () => {
  it('finds no pattern the client does not share, however the parents lived', () => {
    const sober = familyOf(
      realisticAnswersWith({
        SubstanceUse: Object.fromEntries(Object.keys(RealisticAnswers.SubstanceUse).map((key) => [key, null])),
        AUDITC: { auditc_1: 'Never', auditc_2: null, auditc_3: null },
        CriminalHistory: {
          everLockedUp: 'No',
          lockedUpWhere: null,
          lockedUpPrograms: null,
          lockedUpWriteUps: null,
          solitary: null,
          solitaryLongest: null,
          juvenileDetention: 'No',
          juvenileDetentionTime: null,
        },
      }),
    );
    expect(sober.patterns.map((pattern) => pattern.text.split(':')[0])).toEqual(['Mental illness', 'Violence']);
  });

  it('names the grandparent who raised the client only where the answers make it certain', () => {
    const grandparents = (otherCaregiversWho: string, raisedBy = 'Mother|Grandparent') =>
      familyOf(realisticAnswersWith({ FamilyOfOrigin: { otherCaregiversWho }, ChildhoodAndHome: { raisedBy } }))
        .relatives.filter((relative) => /^Grand|^Others/.test(relative.relation))
        .map(({ relation, name, facts }) => [relation, name, facts.map((fact) => fact.text)]);
    const loretta = "My grandma Loretta Hughes, my mom's mom. I lived with her on and off from 9 to 13. She died when I was 16.";
    expect(grandparents(loretta)).toEqual([['Grandmother', 'Loretta Hughes', ['Helped raise the client', `“${loretta}”`]]]);
    // Someone else in the answer too: the grandparent named, the answer kept for the others.
    const withUncle = 'My grandpa Earl Hughes and my uncle Curtis.';
    expect(grandparents(withUncle)).toEqual([
      ['Grandfather', 'Earl Hughes', ['Helped raise the client']],
      ['Others who raised the client', null, [`“${withUncle}”`]],
    ]);
    // Two grandparents, or one not named: no name is guessed.
    for (const who of ['My grandma Loretta and my grandpa Earl.', 'My grandma, my mom’s mom.'])
      expect(grandparents(who)).toEqual([
        ['Grandparent', null, ['Helped raise the client']],
        ['Others who raised the client', null, [`“${who}”`]],
      ]);
  });

  it('says a parent died, and when, and no sibling row for a list left empty', () => {
    const { relatives } = familyOf(
      realisticAnswersWith({
        FamilyOfOrigin: { motherAlive: 'No', motherDiedAge: '12', motherNow: null },
        Siblings: Object.fromEntries(Object.keys(RealisticAnswers.Siblings).map((key) => [key, key === 'hasSiblings' ? 'No' : null])),
        ChildhoodAndHome: { raisedBy: 'Mother|Grandparent' },
      }),
    );
    expect(relatives[0].facts[0].text).toMatch(/^Died when the client was 12; lived with the client/);
    expect(relatives.filter((relative) => /sibling|brother/i.test(relative.relation))).toEqual([]);
  });
});
