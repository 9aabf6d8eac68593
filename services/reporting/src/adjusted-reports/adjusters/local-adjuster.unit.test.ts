import { LocalAdjuster } from './local-adjuster.js';

/**
 * First-person sentences as clients write them, and their third-person rewrites (she, unless the case
 * says otherwise). The issue asks at least 18 of the 20 exactly right; the test names any it misses.
 */
const THIRD_PERSON_CASES: { text: string; expected: string; pronouns?: 'he' | 'she' | 'they' }[] = [
  { text: 'I am the oldest of five children.', expected: 'She is the oldest of five children.' },
  { text: 'I was raised by my grandmother in Dayton.', expected: 'She was raised by her grandmother in Dayton.' },
  { text: 'I have two daughters and I love them more than anything.', expected: 'She has two daughters and she loves them more than anything.' },
  { text: 'My father left when I was six.', expected: 'Her father left when she was six.' },
  { text: 'My mother worked nights, so I took care of my little brothers.', expected: 'Her mother worked nights, so she took care of her little brothers.' },
  { text: "I'm trying to stay sober one day at a time.", expected: "She's trying to stay sober one day at a time." },
  { text: "I've been working at the warehouse since 2019.", expected: "She's been working at the warehouse since 2019." },
  { text: "I don't remember much before I turned ten.", expected: "She doesn't remember much before she turned ten." },
  { text: 'We moved six times before I finished middle school.', expected: 'They moved six times before she finished middle school.' },
  { text: 'Our house had no heat in the winter.', expected: 'Their house had no heat in the winter.' },
  { text: 'My uncle hit me when he drank.', expected: 'Her uncle hit her when he drank.' },
  { text: 'I blamed myself for a long time.', expected: 'She blamed herself for a long time.' },
  { text: 'I go to church every Sunday with my aunt.', expected: 'She goes to church every Sunday with her aunt.' },
  { text: 'I always try to help people who need it.', expected: 'She always tries to help people who need it.' },
  { text: 'The car was mine, but I let my cousin drive it.', expected: 'The car was hers, but she let her cousin drive it.' },
  { text: "After the accident I couldn't work, and we lost the apartment.", expected: "After the accident she couldn't work, and they lost the apartment." },
  { text: "I'd like to finish my GED and get my kids back.", expected: "She'd like to finish her GED and get her kids back." },
  { text: 'Am I going to see my children again? I think about it every day.', expected: 'Is she going to see her children again? She thinks about it every day.' },
  { text: 'I am a hard worker.', expected: 'He is a hard worker.', pronouns: 'he' },
  { text: 'I was homeless for two years and I have no family left.', expected: 'They were homeless for two years and they have no family left.', pronouns: 'they' },
];

describe('the local adjuster', () => {
  const adjuster = new LocalAdjuster();

  it('rewrites first-person answers in the third person: at least 18 of the 20 exactly right', async () => {
    expect(THIRD_PERSON_CASES).toHaveLength(20);
    const results = await Promise.all(
      THIRD_PERSON_CASES.map(async ({ text, expected, pronouns = 'she' }) => ({ expected, got: await adjuster.adjust({ question: 'Tell us about yourself.', text, language: 'en' }, { person: 'ThirdPerson', pronouns }) })),
    );
    const wrong = results.filter(({ expected, got }) => expected !== got);
    console.log(`local adjuster: ${results.length - wrong.length} of ${results.length} exactly right${wrong.map(({ expected, got }) => `\n  expected: ${expected}\n  got:      ${got}`).join('')}`);
    expect(results.length - wrong.length).toBeGreaterThanOrEqual(18);
  });

  it('leaves an answer written in Spanish as written, in either person (its rules are English)', async () => {
    const text = 'Crecí con mi abuela en Tulsa.';
    for (const person of ['FirstPerson', 'ThirdPerson'] as const) expect(await adjuster.adjust({ question: 'Q', text, language: 'es' }, { person, pronouns: 'she' })).toBe(text);
  });

  it('keeps line breaks and text that is not first person', async () => {
    const text = 'My brother Mike raised me.\nHe works at the plant.';
    expect(await adjuster.adjust({ question: 'Q', text, language: 'en' }, { person: 'ThirdPerson', pronouns: 'he' })).toBe('His brother Mike raised him.\nHe works at the plant.');
  });

  it('leaves a first-person answer as written, tidied', async () => {
    const adjust = (text: string) => adjuster.adjust({ question: 'Q', text, language: 'en' }, { person: 'FirstPerson', pronouns: 'she' });
    expect(await adjust('  i grew up in toledo  ')).toBe('I grew up in toledo.');
    expect(await adjust('I miss my kids!')).toBe('I miss my kids!');
    expect(await adjust('')).toBe('');
  });
});
