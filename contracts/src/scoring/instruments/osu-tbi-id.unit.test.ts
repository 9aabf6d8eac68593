import { score, type ScoringContext } from '../score.js';
import { OSU_TBI_ID_INJURY_SLOTS, OsuTbiIdScoring as rules } from './osu-tbi-id.js';

const noInjuries = { osutbi_1: 'No', osutbi_2: 'No', osutbi_3: 'No', osutbi_4: 'No', osutbi_5: 'No', osutbi_repeated: 'No' };

interface Injury {
  loc?: '< 30 minutes' | '30 min - 24 hours' | '> 24 hours';
  dazed?: boolean;
  age: number;
}

/** Question 3 (a fall) "Yes", and one slot per injury, each asking for another after it. */
function withInjuries(injuries: Injury[], more: Record<string, string> = {}): Record<string, string> {
  const answers: Record<string, string> = { ...noInjuries, osutbi_3: 'Yes', ...more };
  injuries.forEach(({ loc, dazed, age }, index) => {
    const slot = `osutbi_injury${index + 1}`;
    answers[`${slot}_cause`] = 'A fall';
    answers[`${slot}_loc`] = loc ? 'Yes' : 'No';
    if (loc) answers[`${slot}_loc_duration`] = loc;
    else answers[`${slot}_dazed`] = dazed ? 'Yes' : 'No';
    answers[`${slot}_age`] = String(age);
    if (index < OSU_TBI_ID_INJURY_SLOTS - 1) answers[`${slot}_another`] = index < injuries.length - 1 ? 'Yes' : 'No';
  });
  return answers;
}
const flagsOf = (answers: Record<string, string | null>, context: ScoringContext = { age: 40 }) => score(rules, answers, context).flags.map(({ key }) => key);

it('scores no injury to the head or neck as complete, without flags, negative', () => {
  expect(score(rules, noInjuries, { age: 40 })).toMatchObject({ complete: true, missingItems: [], total: null, positive: false, flags: [] });
});

it('raises every flag for the worst history: complete and positive', () => {
  const injuries = Array.from({ length: OSU_TBI_ID_INJURY_SLOTS }, (): Injury => ({ loc: '> 24 hours', age: 10 }));
  injuries[injuries.length - 1].age = 40;
  const answers = withInjuries(injuries, { osutbi_1: 'Yes', osutbi_2: 'Yes', osutbi_4: 'Yes', osutbi_5: 'Yes', osutbi_repeated: 'Yes' });
  expect(score(rules, answers, { age: 40 })).toMatchObject({ complete: true, positive: true, cutOff: 'Any of WORST, FIRST, MULTIPLE or RECENT' });
  expect(flagsOf(answers)).toEqual(['WORST', 'FIRST', 'MULTIPLE', 'RECENT']);
});

it.each<[string, Injury[], string[]]>([
  ['knocked out less than 30 minutes at 20', [{ loc: '< 30 minutes', age: 20 }], []],
  ['knocked out 30 minutes to 24 hours at 20', [{ loc: '30 min - 24 hours', age: 20 }], ['WORST']],
  ['knocked out more than 24 hours at 20', [{ loc: '> 24 hours', age: 20 }], ['WORST']],
  ['knocked out at 14', [{ loc: '< 30 minutes', age: 14 }], ['FIRST']],
  ['knocked out at 15', [{ loc: '< 30 minutes', age: 15 }], []],
  ['dazed, not knocked out, at 10', [{ dazed: true, age: 10 }], []],
  [
    'two injuries, dazed and knocked out',
    [
      { dazed: true, age: 20 },
      { loc: '< 30 minutes', age: 25 },
    ],
    ['MULTIPLE'],
  ],
  [
    'two injuries, one without a daze',
    [
      { dazed: false, age: 20 },
      { loc: '< 30 minutes', age: 25 },
    ],
    [],
  ],
  ['dazed at the current age', [{ dazed: true, age: 40 }], ['RECENT']],
  ['knocked out the year before', [{ loc: '< 30 minutes', age: 39 }], []],
  ['neither knocked out nor dazed at the current age', [{ dazed: false, age: 40 }], []],
])('flags an injury history of %s: %p', (_case, injuries, flags) => {
  const answers = withInjuries(injuries);
  expect(score(rules, answers, { age: 40 })).toMatchObject({ complete: true, positive: flags.length > 0 });
  expect(flagsOf(answers)).toEqual(flags);
});

it('flags MULTIPLE for a period of repeated blows to the head', () => {
  expect(flagsOf({ ...noInjuries, osutbi_repeated: 'Yes' })).toEqual(['MULTIPLE']);
});

it("cannot tell RECENT without the client's current age: positive unknown, unless another flag is raised", () => {
  expect(score(rules, withInjuries([{ dazed: true, age: 40 }]), {})).toMatchObject({ complete: true, flags: [], positive: null });
  expect(score(rules, withInjuries([{ loc: '> 24 hours', age: 40 }]), {})).toMatchObject({ flags: [{ key: 'WORST' }], positive: true });
});

it('asks for an injury\'s details when one of the five questions is "Yes"', () => {
  expect(score(rules, { ...noInjuries, osutbi_4: 'Yes' }, { age: 40 })).toMatchObject({ complete: false, missingItems: ['osutbi_injury1_loc'], positive: null });
});

it.each([
  ['how long, when knocked out', 'osutbi_injury1_loc_duration'],
  ['the age', 'osutbi_injury1_age'],
  ['whether there is another', 'osutbi_injury1_another'],
])('scores an injury without %s as incomplete', (_what, key) => {
  const { [key]: _missing, ...answers } = withInjuries([{ loc: '> 24 hours', age: 20 }]);
  expect(score(rules, answers, { age: 40 })).toMatchObject({ complete: false, missingItems: [key], positive: null });
});

it('scores an injury with an age that is not a number as incomplete', () => {
  expect(score(rules, { ...withInjuries([{ dazed: true, age: 20 }]), osutbi_injury1_age: 'about twenty' }, { age: 40 })).toMatchObject({
    complete: false,
    missingItems: ['osutbi_injury1_age'],
  });
});

it('asks for the next injury after "another" is "Yes"', () => {
  const answers = { ...withInjuries([{ dazed: true, age: 20 }]), osutbi_injury1_another: 'Yes' };
  expect(score(rules, answers, { age: 40 }).missingItems).toEqual(['osutbi_injury2_loc']);
});

it('scores a screen without the repeated blows question as incomplete', () => {
  const { osutbi_repeated: _missing, ...answers } = noInjuries;
  expect(score(rules, answers, { age: 40 })).toMatchObject({ complete: false, missingItems: ['osutbi_repeated'], positive: null });
});
