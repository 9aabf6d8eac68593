import fc from 'fast-check';
import { AnswerSet } from '@app/contracts';
import { startSurvey, Texts, type SurveyHarness, type TestUser } from '../../testing/survey-test-kit.js';

let h: SurveyHarness;
let attorney: TestUser;

beforeAll(async () => {
  h = await startSurvey('form_save');
  attorney = await h.subscriber();
});
afterAll(() => h?.close());

/** A new client of the attorney and the pages of their form (About You, Family, Education). */
const newClient = (overrides: { isProctored?: boolean } = {}) => h.inviteWithPages(attorney, overrides);
const getAnswerSet = (id: string, who: TestUser) => h.api('GET', `/api/answerSet/${id}`, { token: who.token });

describe('PUT /api/answerSet/{id}', () => {
  it("saves a page's answers (a partial page too), answers the answer set with its new version, and starts the form", async () => {
    const { client, pages } = await newClient();
    const [aboutYou] = pages;
    const { status, body } = await h.saveAnswers(aboutYou.answerSetId, client.user, { firstName: 'Tom', dateOfBirth: '1961-07-11', gender: null }, 0);
    expect(status).toBe(200);
    expect(AnswerSet.parse(body)).toEqual(body);
    expect(body).toEqual({
      id: aboutYou.answerSetId,
      formId: client.formId,
      pageId: aboutYou.id,
      answers: { firstName: 'Tom', dateOfBirth: '1961-07-11', gender: null },
      concurrencyCheck: 1,
      language: 'en',
    });
    expect(await getAnswerSet(aboutYou.answerSetId, client.user)).toMatchObject({ status: 200, body });

    const form = await h.form(client.formId, attorney);
    expect(form).toMatchObject({ formStatus: 'Started', started: expect.any(String) });
    expect((await h.formEvents(client.formId)).map((e) => [e.type, e.metadata.actorUserId])).toEqual([
      ['FormCreated', null],
      ['FormStarted', client.user.id],
      ['AnswersSaved', client.user.id],
    ]);
    // The answers are sealed with survey's key of the client in the stored event.
    const stored = await h.db.selectFrom('events').select('data').where('stream_id', '=', `form-${client.formId}`).where('type', '=', 'AnswersSaved').executeTakeFirstOrThrow();
    expect(stored.data.answers).toHaveProperty('$sealed');

    // A later save replaces the page's answers; the form stays Started.
    const second = await h.saveAnswers(aboutYou.answerSetId, client.user, { firstName: 'Thomas', lastName: 'Robinson', dateOfBirth: '1961-07-11' }, 1);
    expect(second.body).toMatchObject({ answers: { firstName: 'Thomas', lastName: 'Robinson', dateOfBirth: '1961-07-11' }, concurrencyCheck: 2 });
    expect((await h.formEvents(client.formId)).map((e) => e.type).filter((t) => t === 'FormStarted')).toHaveLength(1);

    // Answers typed on the Spanish screens carry the language, for the report to say so.
    const inSpanish = await h.api('PUT', `/api/answerSet/${aboutYou.answerSetId}`, {
      token: client.user.token,
      body: { answers: { firstName: 'Tomás' }, concurrencyCheck: 2, language: 'es' },
    });
    expect(inSpanish.body).toMatchObject({ answers: { firstName: 'Tomás' }, concurrencyCheck: 3, language: 'es' });
    expect((await getAnswerSet(aboutYou.answerSetId, client.user)).body.language).toBe('es');
    expect((await h.api('PUT', `/api/answerSet/${aboutYou.answerSetId}`, { token: client.user.token, body: { answers: {}, concurrencyCheck: 3, language: 'fr' } })).status).toBe(
      400,
    );
  });

  it('keeps the version when nothing changed', async () => {
    const { client, pages } = await newClient();
    await h.saveAnswers(pages[1].answerSetId, client.user, { hasChildren: 'No' }, 0);
    expect((await h.saveAnswers(pages[1].answerSetId, client.user, { hasChildren: 'No' }, 1)).body.concurrencyCheck).toBe(1);
  });

  it("answers a stale save 409 with the spec's text and keeps what was saved", async () => {
    const { client, pages } = await newClient();
    const family = pages[1].answerSetId;
    expect((await h.saveAnswers(family, client.user, { maritalStatus: 'Married', spouseName: 'Helen' }, 0)).status).toBe(200);
    const stale = await h.saveAnswers(family, client.user, { maritalStatus: 'Single' }, 0);
    expect(stale).toMatchObject({ status: 409, body: { Details: Texts.editedSinceLoaded, SubErrors: [] } });
    expect((await getAnswerSet(family, client.user)).body).toMatchObject({ answers: { maritalStatus: 'Married', spouseName: 'Helen' }, concurrencyCheck: 1 });
  });

  it('of two saves of one answer set from the same version takes exactly one, intact', async () => {
    for (let round = 0; round < 5; round++) {
      const { client, pages } = await newClient();
      const education = pages[2].answerSetId;
      const mine = { highestLevel: 'Some college', training: 'Trade license|Other', otherTraining: 'Welding' };
      const theirs = { highestLevel: 'None' };
      const answers = await Promise.all([h.saveAnswers(education, client.user, mine, 0), h.saveAnswers(education, client.user, theirs, 0)]);
      expect(answers.map((a) => a.status).sort()).toEqual([200, 409]);
      const winner = answers.find((a) => a.status === 200)!;
      expect((await getAnswerSet(education, client.user)).body).toEqual(winner.body);
      expect(winner.body.concurrencyCheck).toBe(1);
      expect((await h.formEvents(client.formId)).filter((e) => e.type === 'AnswersSaved')).toHaveLength(1);
    }
  });

  it('decides a save on the form as it is now when it changed since the last save here (a check-in in between)', async () => {
    // The instance keeps each page's state from its last save, for the next autosave; a check-in moves the form on without it.
    const { client, pages } = await newClient({ isProctored: true });
    const aboutYou = pages[0].answerSetId;
    const typed = { firstName: 'Tom', lastName: 'Robinson' };
    expect((await h.saveAnswers(aboutYou, attorney, typed, 0)).body.concurrencyCheck).toBe(1);
    const checkInAnswers = async (answers: Record<string, string>) => {
      const { body } = await h.checkOut(client.formId, attorney);
      expect((await h.checkIn(client.formId, attorney, { checkOutId: body.checkOutId, answerSets: [{ id: aboutYou, answers }] })).status).toBe(200);
    };
    await checkInAnswers({ firstName: 'Thomas' });

    // The version the check-in left is the one to save from (no false 409 from the state kept here).
    const saved = await h.saveAnswers(aboutYou, attorney, { ...typed, gender: 'Male' }, 2);
    expect(saved).toMatchObject({ status: 200, body: { answers: { ...typed, gender: 'Male' }, concurrencyCheck: 3 } });

    // The same answers as the last save here, from a version since moved on, are a 409, not a save of nothing.
    await checkInAnswers({ firstName: 'Thomas' });
    const unchanged = await h.saveAnswers(aboutYou, attorney, { ...typed, gender: 'Male' }, 3);
    expect(unchanged).toMatchObject({ status: 409, body: { Details: Texts.editedSinceLoaded } });
    expect((await getAnswerSet(aboutYou, attorney)).body).toMatchObject({ answers: { firstName: 'Thomas' }, concurrencyCheck: 4 });
  });

  it('saves different pages of one form at the same moment (both land)', async () => {
    const { client, pages } = await newClient();
    const answers = await Promise.all([
      h.saveAnswers(pages[0].answerSetId, client.user, { firstName: 'Tom' }, 0),
      h.saveAnswers(pages[1].answerSetId, client.user, { hasChildren: 'Yes' }, 0),
      h.saveAnswers(pages[2].answerSetId, client.user, { highestLevel: 'None' }, 0),
    ]);
    expect(answers.map((a) => a.status)).toEqual([200, 200, 200]);
    const saved = (await h.formEvents(client.formId)).filter((e) => e.type === 'AnswersSaved');
    expect(saved.map((e) => e.data.answerSetId).sort()).toEqual(pages.map((p) => p.answerSetId).sort());
    expect((await h.formEvents(client.formId)).filter((e) => e.type === 'FormStarted')).toHaveLength(1);
  });

  it('refuses answers that do not fit their questions, naming each key (400), and saves nothing', async () => {
    const { client, pages } = await newClient();
    const [aboutYou, family, education] = pages.map((p) => p.answerSetId);
    const refused = async (answerSetId: string, answers: Record<string, unknown>, subErrors: string[]) => {
      expect(await h.api('PUT', `/api/answerSet/${answerSetId}`, { token: client.user.token, body: { answers, concurrencyCheck: 0 } })).toMatchObject({
        status: 400,
        body: { Details: Texts.notValidated, SubErrors: subErrors },
      });
    };
    await refused(aboutYou, { firstName: 'Tom', favouriteColour: 'Blue', shoeSize: '9' }, [
      'answers.favouriteColour: This page has no question with this key',
      'answers.shoeSize: This page has no question with this key',
    ]);
    await refused(aboutYou, { dateOfBirth: '1961-02-29' }, ['answers.dateOfBirth: Please enter a valid date (YYYY-MM-DD)']);
    await refused(aboutYou, { gender: 'Robot' }, ['answers.gender: Please choose one of the options']);
    await refused(aboutYou, { aboutYouIntro: 'hello' }, ['answers.aboutYouIntro: A Label takes no answer']);
    await refused(aboutYou, { firstName: 'x'.repeat(4_001) }, ['answers.firstName: Please provide a value less than 4000 characters long']);
    await refused(aboutYou, { firstName: 42 }, ['answers.firstName: Must be text']);
    await refused(family, { maritalStatus: 'married' }, ['answers.maritalStatus: Please choose one of the options']);
    await refused(education, { training: 'Other|Astronaut' }, ['answers.training: Please choose one of the options']);
    await refused(education, { training: 'Other|Other' }, ['answers.training: Each option can be chosen once']);
    await refused(education, JSON.parse('{"__proto__": "x"}'), ['answers.__proto__: This page has no question with this key']);
    expect(await h.api('PUT', `/api/answerSet/${aboutYou}`, { token: client.user.token, body: { answers: {} } })).toMatchObject({
      status: 400,
      body: { SubErrors: ['concurrencyCheck: This field is required'] },
    });
    expect((await h.formEvents(client.formId)).map((e) => e.type)).toEqual(['FormCreated']);
  });

  it("lets the subscriber answer for a proctored client only (403 otherwise), and never for another subscriber's client (404)", async () => {
    const proctored = await newClient({ isProctored: true });
    expect((await h.saveAnswers(proctored.pages[0].answerSetId, attorney, { firstName: 'Tom' }, 0)).status).toBe(200);
    const remote = await newClient();
    expect(await h.saveAnswers(remote.pages[0].answerSetId, attorney, { firstName: 'Tom' }, 0)).toMatchObject({ status: 403, body: { Details: Texts.noAccess } });
    expect((await getAnswerSet(remote.pages[0].answerSetId, attorney)).status).toBe(200);
    const stranger = await h.subscriber();
    expect(await h.saveAnswers(proctored.pages[0].answerSetId, stranger, { firstName: 'X' }, 1)).toMatchObject({ status: 404, body: { Details: 'The answer set was not found.' } });
    expect(await getAnswerSet(proctored.pages[0].answerSetId, stranger)).toMatchObject({ status: 404 });
    expect(await getAnswerSet(proctored.pages[0].answerSetId, remote.client.user)).toMatchObject({ status: 404 });
  });
});

describe('random answer sets (property)', () => {
  it('are saved as sent or refused with 400/409, never a server error, and a refusal changes nothing', async () => {
    const { client, pages } = await newClient();
    const keys = pages.flatMap((page) => page.template.questions.map((q) => q.key));
    const options = pages.flatMap((page) => page.template.questions.flatMap((q) => q.options ?? []));
    // Mostly the page's own keys and plausible values, so that many sets are saved, some of them refused.
    const key = fc.oneof(
      { arbitrary: fc.constantFrom(...keys), weight: 20 },
      { arbitrary: fc.string({ maxLength: 12 }), weight: 1 },
      { arbitrary: fc.constantFrom('__proto__', 'constructor', 'toString', 'x'.repeat(101)), weight: 1 },
    );
    const value = fc.oneof(
      { arbitrary: fc.constant(null), weight: 4 },
      { arbitrary: fc.constantFrom(...options, 'Trade license|Other', 'Other|Other', '1990-02-28', '2023-02-29', '', ' ', 'a|b', '../x.pdf'), weight: 4 },
      { arbitrary: fc.string({ unit: 'binary', maxLength: 40 }), weight: 1 },
      { arbitrary: fc.string({ maxLength: 5_000 }), weight: 1 },
      { arbitrary: fc.oneof(fc.integer(), fc.boolean(), fc.array(fc.string(), { maxLength: 2 })), weight: 1 },
    );
    const versions = new Map(pages.map((page) => [page.answerSetId, 0]));
    const statuses: number[] = [];
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom(...pages.map((p) => p.answerSetId)),
        fc.dictionary(key, value, { maxKeys: 4 }),
        fc.oneof({ arbitrary: fc.constant(true), weight: 4 }, { arbitrary: fc.constant(false), weight: 1 }),
        async (answerSetId, answers, current) => {
          const version = current ? versions.get(answerSetId)! : versions.get(answerSetId)! + 1;
          const before = (await getAnswerSet(answerSetId, client.user)).body;
          const { status, body } = await h.api('PUT', `/api/answerSet/${answerSetId}`, { token: client.user.token, body: { answers, concurrencyCheck: version } });
          statuses.push(status);
          expect([200, 400, 409]).toContain(status);
          if (status === 200) {
            expect(body.answers).toEqual(JSON.parse(JSON.stringify(answers)));
            versions.set(answerSetId, body.concurrencyCheck);
          } else {
            expect((await getAnswerSet(answerSetId, client.user)).body).toEqual(before);
          }
        },
      ),
      { numRuns: 200 },
    );
    // Both ways were taken often enough to mean something.
    for (const status of [200, 400, 409]) expect(statuses.filter((s) => s === status).length).toBeGreaterThan(5);
  }, 120_000);
});
