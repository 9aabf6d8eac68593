import { OpenAiStandIn } from '@app/stand-ins';
import { realisticAnswersWith, realisticCaseSources, RealisticAnswers } from '../testing/realistic-case.js';
import { isOwnWords, OWN_WORDS_LEAD, unsupportedIn } from './fact-check.js';
import { optionInProse } from './local-writer/compose.js';
import { LocalWriter } from './local-writer/local-writer.js';
import { isSelfIntroduction, letterSentencesOf } from './material.js';
import { OpenAiWriter } from './openai-writer.js';
import { ThirdPersonOutline } from './outline.js';
import { socialHistoryPlan, writeSocialHistory, type WrittenSection } from './social-history.js';
import type { NarrativeWriter } from './writer.js';

/**
 * Two writers, one contract (issue 35, item 5): the offline rules and OpenAI (through the SDK, against the
 * stand-in) pass the same tests over the realistic case: sections in life order, every sentence citing its
 * sources and holding no fact they lack, the client's words quoted, never rewritten.
 */
const sentencesOf = (sections: WrittenSection[]) => sections.flatMap((section) => section.paragraphs.flatMap((paragraph) => paragraph.sentences));
const textOf = (sections: WrittenSection[]) =>
  sentencesOf(sections)
    .map((sentence) => sentence.text)
    .join(' ');

type Person = 'ThirdPerson' | 'FirstPerson';
const written = async (writer: NarrativeWriter, person: Person, answers: Record<string, Record<string, string>> = RealisticAnswers) => {
  const sources = realisticCaseSources(answers);
  const plan = socialHistoryPlan(person, sources.form, sources.answerSets, sources.letters, sources.client);
  return { plan, sections: await writeSocialHistory(plan, writer) };
};

/** Issue 35, item 8: what the per-answer rewrite once made of these answers; none may come back. */
const GRAMMAR_CASES = realisticAnswersWith({
  GoalsAndPlans: { goalBarriers: 'Can I get into a treatment program?', tellTheJudge: 'Your Honor, I am a drunk who needs help.' },
  HeadInjuries: { headInjuryMore: 'I woke up on the floor.' },
  Siblings: { siblingsMore: 'My brother Andre and me got in a fight.' },
  Strengths: { goodChanges: 'I quit pills in 2019.' },
  FamilyOfOrigin: { fatherMore: 'I saw him maybe a few times after he got out. He died in 2015.' },
});
const NEVER = [/can (he|she|they) gets?\b/i, /\bwokes\b/i, /\band him got\b/i, /\bHe quits pills\b/, /\bHe saw him\b/, /\bhe is a drunk\b/i, /\bhe wakes up\b/i];
const OWN_WORDS = [
  'Can I get into a treatment program?',
  'I woke up on the floor.',
  'My brother Andre and me got in a fight.',
  'I quit pills in 2019.',
  'I saw him maybe a few times after he got out.',
  'I am a drunk who needs help.',
];

let standIn: OpenAiStandIn;
beforeAll(async () => {
  standIn = await OpenAiStandIn.listen();
});
afterAll(() => standIn?.close());

const writers: [string, () => NarrativeWriter][] = [
  ['the local writer', () => new LocalWriter()],
  ['the OpenAI writer (stand-in)', () => new OpenAiWriter({ apiKey: 'sk-test', model: 'gpt-test', baseURL: standIn.url, maxRetries: 0, timeoutMs: 10_000 })],
];

describe.each(writers)('%s', (_name, writerOf) => {
  it('writes the Third Person in life order, every sentence citing answers or letters that hold its facts', async () => {
    const { plan, sections } = await written(writerOf(), 'ThirdPerson');
    expect(sections.map((section) => section.title)).toEqual(ThirdPersonOutline.map((section) => section.title));
    const sentences = sentencesOf(sections);
    expect(sentences.length).toBeGreaterThan(60);
    for (const sentence of sentences) {
      expect(sentence.sources.length).toBeGreaterThan(0);
      expect(unsupportedIn(sentence, plan.sources, plan.narrator.names)).toEqual([]);
    }
    expect(sections.reduce((sum, section) => sum + section.dropped, 0)).toBe(0);
    const text = textOf(sections);
    // Attributed, with the client's key statements in his own words.
    expect(text).toContain('Mr. Tillman');
    expect(text).toContain('“I am more than the worst thing I did.');
    // The supporters' letters, each under its writer.
    expect(sentences.some((sentence) => sentence.sources.includes('letter-1') && sentence.text.includes('Keisha Brooks'))).toBe(true);
    expect(sentences.some((sentence) => sentence.sources.includes('letter-2') && sentence.text.includes('Gary Lindqvist'))).toBe(true);
    // Every sentence of every letter but its greeting, its closing and the writer's introduction of themselves, somewhere in the history.
    for (const letter of realisticCaseSources().letters)
      for (const sentence of letterSentencesOf(letter.text).filter((each) => !isSelfIntroduction(each))) expect(text).toContain(sentence);
    // Every source a sentence cites is kept with the section, for its footnote.
    for (const section of sections)
      for (const key of section.paragraphs.flatMap((paragraph) => paragraph.sentences.flatMap((sentence) => sentence.sources))) expect(section.cited[key]).toBeDefined();
  });

  it('writes the First Person from the client’s own sentences only, word for word', async () => {
    const { plan, sections } = await written(writerOf(), 'FirstPerson');
    expect(sections.map((section) => section.title)).toEqual(['Who I Am', 'What Happened to Me', 'What I Am Doing About It', 'What I Ask']);
    const sentences = sentencesOf(sections);
    expect(sentences.length).toBeGreaterThan(30);
    for (const sentence of sentences) expect(isOwnWords(sentence, plan.sources)).toBe(true);
    expect(textOf(sections)).not.toMatch(/Mr\. Tillman|\bhe reports\b/);
    expect(textOf(sections.filter((section) => section.key === 'whatIAsk'))).toContain('I know I need help with the drinking and with my head.');
  });

  it.each(['ThirdPerson', 'FirstPerson'] as const)('never brings back the rewrites issue 35 found (%s): the client’s words stay his', async (person) => {
    const { sections } = await written(writerOf(), person, GRAMMAR_CASES);
    const text = textOf(sections);
    for (const wrong of NEVER) expect(text).not.toMatch(wrong);
    for (const own of OWN_WORDS) expect(text).toContain(own);
  });
});

describe('the local writer', () => {
  it('quotes the plea to the judge as the client wrote it, and introduces a "him" of an answer by whom it is about', async () => {
    const { sections } = await written(new LocalWriter(), 'ThirdPerson', GRAMMAR_CASES);
    const text = textOf(sections);
    expect(text).toContain('What he would tell the judge, in his own words: “Your Honor, I am a drunk who needs help.”');
    expect(text).toContain('Of his father, Mr. Tillman writes, “I saw him maybe a few times after he got out. He died in 2015.”');
    expect(text).toContain('Of good changes he has made, he writes, “I quit pills in 2019.”');
  });

  it('quotes an answer written in Spanish as written, saying so (its rules are English)', async () => {
    const sources = realisticCaseSources(realisticAnswersWith({ Trauma: { traumaMore: 'Nunca hablé con nadie de Andre.' } }));
    const answerSets = sources.answerSets.map((set) => (set.page_id === 'page-Trauma' ? { ...set, language: 'es' as const } : set));
    const plan = socialHistoryPlan('ThirdPerson', sources.form, answerSets, sources.letters, sources.client);
    const text = textOf(await writeSocialHistory(plan, new LocalWriter()));
    expect(text).toContain('“Nunca hablé con nadie de Andre.” (in Spanish)');
  });

  it('takes the title and pronouns from the client’s gender: Ms. and she, or the full name and they', async () => {
    const she = textOf((await written(new LocalWriter(), 'ThirdPerson', realisticAnswersWith({ AboutYou: { gender: 'Female' } }))).sections);
    expect(she).toContain('Ms. Tillman was born on September 12, 1987, in Dayton, Ohio.');
    expect(she).toContain('She left school at 17');
    expect(she).toContain('Her sister, Keisha Brooks, writes');
    const they = textOf((await written(new LocalWriter(), 'ThirdPerson', realisticAnswersWith({ AboutYou: { gender: 'Non-binary' } }))).sections);
    expect(they).toContain('Marcus Tillman was born on September 12, 1987');
    expect(they).toContain('They were homeless as a child at the age of 12.');
    expect(they).toContain('They have three children.');
    expect(they).not.toMatch(/\bThey (was|has|reports)\b/);
    // The name is one person, whatever the pronoun.
    expect(they).toContain('Marcus Tillman reports three brothers and sisters.');
    expect(they).toContain('Marcus Tillman is divorced.');
    expect(they).toContain('Marcus Tillman has contact “every week.”');
    expect(they).not.toMatch(/\bMarcus Tillman (report|describe|write|are|have)\b/);
  });
});

describe('the local writer’s prose (read as a specialist reads it)', () => {
  const pageOf = (key: string) => key.split('.')[0];
  const isLed = (paragraph: { sentences: { text: string }[] }) => paragraph.sentences.some((sentence) => OWN_WORDS_LEAD.test(sentence.text));

  it('gathers the First Person by subject: one paragraph a theme, no two paragraphs of one page led in a row, at most a lead a paragraph', async () => {
    const { sections } = await written(new LocalWriter(), 'FirstPerson');
    const paragraphs = sections.flatMap((section) => section.paragraphs);
    const together = (...keys: string[]) => paragraphs.some((paragraph) => keys.every((key) => paragraph.sentences.some((sentence) => sentence.sources.includes(key))));
    expect(together('FamilyOfOrigin.fatherMore', 'FamilyOfOrigin.homeViolenceMore', 'FamilyOfOrigin.motherMore', 'FamilyOfOrigin.caregiverMentalIllnessMore')).toBe(true);
    expect(together('Strengths.proudOf', 'Strengths.goodAt', 'Strengths.othersSay')).toBe(true);
    expect(together('GoalsAndPlans.goalsThisYear', 'GoalsAndPlans.goalsFiveYears', 'GoalsAndPlans.goalBarriers')).toBe(true);
    for (const section of sections) {
      section.paragraphs.slice(1).forEach((paragraph, index) => {
        const before = section.paragraphs[index];
        const sharedPage = paragraph.sentences.some((sentence) =>
          sentence.sources.some((key) => before.sentences.some((other) => other.sources.some((source) => pageOf(source) === pageOf(key)))),
        );
        expect(isLed(before) && isLed(paragraph) && sharedPage).toBe(false);
      });
    }
    const leads = sentencesOf(sections).filter((sentence) => OWN_WORDS_LEAD.test(sentence.text));
    expect(leads.length).toBeLessThanOrEqual(paragraphs.length);
    // An answer that alone does not say what it is about keeps its lead wherever it stands.
    expect(sentencesOf(sections).map((sentence) => sentence.text)).toContain('[Attacked as an adult:] Robbed at gunpoint walking home from work in 2015.');
    // The siblings' answer ("Keisha raised us…") with the family who raised him, after his mother; the losses' paragraph the losses alone.
    const texts = sentencesOf(sections).map((sentence) => sentence.text);
    expect(texts[texts.indexOf('Keisha raised us as much as anybody did.') - 1]).toBe('She took a bottle of pills once when I was 11 and was in the hospital.');
    expect(together('Trauma.violentLossWho', 'Siblings.siblingsMore')).toBe(false);
    // One lead for what a paragraph's fragments answer, at its start.
    expect(leads.map((sentence) => sentence.text)).toContain('[What I am proud of, what I am good at, and what people say about me:] My kids.');
  });

  it('writes the options a client checked in the Third Person as a list in prose, no option label in quotes', async () => {
    const { plan, sections } = await written(new LocalWriter(), 'ThirdPerson');
    const text = textOf(sections);
    expect(text).toContain('Asked who raised him, he named his mother, a grandparent, and an older brother or sister.');
    expect(text).toContain('Among his health conditions, he named high blood pressure and long-term pain.');
    expect(text).toContain('He reports having been told of ADHD or ADD and a learning disability.');
    const options = plan.record
      .allAnswers()
      .filter((answer) => answer.questionType === 'CheckBoxList')
      .flatMap((answer) => plan.record.checked(answer.source.pageKey, answer.source.questionKey));
    expect(options.length).toBeGreaterThan(20);
    for (const option of options.filter((label) => !optionInProse(label).startsWith('“'))) expect(text).not.toContain(`“${option}”`);
    // Only an option in the client's own first person stays his quoted words.
    expect(optionInProse('I was kicked out')).toBe('“I was kicked out”');
    expect(optionInProse('Good with my hands')).toBe('“good with my hands”');
  });

  it('says in English what another client checked: no “none of these” or “other” in a list, each happening a clause', async () => {
    const answers = realisticAnswersWith({
      ChildhoodAndHome: { raisedBy: 'Father|Aunt or uncle|Group home staff|Other' },
      PhysicalHealth: { healthConditions: 'High blood pressure|Other' },
      HeadInjuries: { headInjuryProblems: 'None of these' },
      Trauma: { traumaEvents: 'Sexual abuse or assault|Shot or stabbed|A fire, flood or storm that took your home|Prefer not to say' },
    });
    const text = textOf((await written(new LocalWriter(), 'ThirdPerson', answers)).sections);
    expect(text).toContain('Asked who raised him, he named his father, an aunt or uncle, and group home staff.');
    expect(text).toContain('Among his health conditions, he named high blood pressure.');
    expect(text).toContain('Mr. Tillman reports that he experienced sexual abuse or assault, was shot or stabbed, and experienced a fire, flood or storm that took his home.');
    expect(text).not.toMatch(/\b(none of these|prefer not to say)\b|\band other\b|Since then he reports\b/i);
  });

  it('names the drugs first used in one sentence, after alcohol’s own', async () => {
    const text = textOf((await written(new LocalWriter(), 'ThirdPerson')).sections);
    expect(text).toContain('He first used alcohol at 12. He first used marijuana at 13, cocaine or crack at 19, and pain pills not prescribed to him at 35.');
  });

  it('says once, in each job’s own sentence, why the job ended', async () => {
    const text = textOf((await written(new LocalWriter(), 'ThirdPerson')).sections);
    expect(text.match(/Asked why (he|she|they) left/g)?.length ?? 0).toBeLessThanOrEqual(1);
    expect(text).toContain("He worked at Wendy's on Cleveland Avenue (Cook) from May 2004 to May 2008 under Ms. Pat, and left for a better job.");
    expect(text).toContain('from March 2011 to October 2023 under Gary Lindqvist, and left because of health problems.');
  });
});

describe('the OpenAI writer', () => {
  it('sends each section once with a strict JSON schema and the token budget, without the client’s identity', async () => {
    standIn.requests.length = 0;
    await written(new OpenAiWriter({ apiKey: 'sk-test', model: 'gpt-test', baseURL: standIn.url, maxRetries: 0, timeoutMs: 10_000 }), 'ThirdPerson');
    const sent = standIn.requests.map((request) => request.body);
    expect(sent.length).toBeGreaterThanOrEqual(15);
    for (const body of sent)
      expect(body).toMatchObject({ response_format: { type: 'json_schema', json_schema: { name: 'narrative_section', strict: true } }, max_completion_tokens: expect.any(Number) });
    const text = JSON.stringify(sent);
    for (const identity of ['Marcus', 'Tillman', 'Dwayne']) expect(text).not.toContain(identity);
  });

  it('has an invented fact dropped by the checker and counted', async () => {
    standIn.inventNext('He was born in 1962 in Chicago.');
    const { sections } = await written(new OpenAiWriter({ apiKey: 'sk-test', model: 'gpt-test', baseURL: standIn.url, maxRetries: 0, timeoutMs: 10_000 }), 'ThirdPerson');
    expect(textOf(sections)).not.toContain('Chicago');
    expect(sections.reduce((sum, section) => sum + section.dropped, 0)).toBe(1);
  });
});
