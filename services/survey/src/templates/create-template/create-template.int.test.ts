import { Template } from '@app/contracts';
import { withMessageKeys } from '@app/platform';
import { scoredScreen, startSurvey, templateRequest, Texts, type SurveyHarness, type TestUser } from '../../testing/survey-test-kit.js';

let h: SurveyHarness;
let admin: TestUser;

beforeAll(async () => {
  h = await startSurvey('tpl_create');
  admin = await h.admin();
});
afterAll(() => h?.close());

const create = (body: unknown, who: TestUser | null = admin) => h.api('POST', '/api/template', { body, token: who?.token });

describe('POST /api/template', () => {
  it('creates a template (201, with Location) and answers it as a Template, recorded as TemplateCreated', async () => {
    /** Shown when the answer to `employed` is Yes. */
    const employer = {
      key: 'employer',
      label: 'Employer',
      questionType: 'Text',
      isRequired: true,
      conditionalFieldKey: 'employed',
      conditionalOperator: 'Equals',
      conditionalFieldValue: 'Yes',
    } as const;
    const request = templateRequest({
      title: ' Your Work ',
      description: '',
      questions: [{ key: 'employed', label: 'Are you employed?', reportLabel: ' Employed ', questionType: 'RadioButtonList', isRequired: true, options: ['Yes', 'No'] }, employer],
    });
    const { status, body, headers } = await create(request);
    expect(status).toBe(201);
    expect(Template.parse(body)).toEqual(body);
    const question = { description: null, options: null, conditionalFieldKey: null, conditionalFieldValue: null, conditionalOperator: null };
    expect(body).toEqual({
      id: expect.stringMatching(/^[0-9a-f-]{36}$/),
      key: request.key,
      title: 'Your Work',
      subscriberTitle: 'Employment',
      description: null,
      defaultWeight: 50,
      initialDisplayWeight: 50,
      isOptional: false,
      isDefault: false,
      stopIfOffline: false,
      questions: [
        // The report's label (issue 34) kept trimmed; a question without one has none.
        { ...question, key: 'employed', label: 'Are you employed?', reportLabel: 'Employed', questionType: 'RadioButtonList', isRequired: true, options: ['Yes', 'No'] },
        { ...question, ...employer },
      ],
      scoring: null,
      instrument: null,
      translations: {},
      spanishMissing: 5, // the title, the two labels and the two options
      concurrencyCheck: 1,
      created: expect.any(String),
    });
    expect(headers.get('location')).toBe(`/api/template/${body.id}`);
    expect(await h.api('GET', `/api/template/${body.id}`, { token: admin.token })).toMatchObject({ status: 200, body });

    const events = await h.running.runtime.store.readStream(`template-${body.id}`);
    expect(events.map((e) => [e.type, e.data.source, e.metadata.actorUserId])).toEqual([['TemplateCreated', 'admin', admin.id]]);
  });

  it('fills in the defaults: weight 0, not optional, not default, questions not required', async () => {
    const { key, title, subscriberTitle } = templateRequest();
    const { status, body } = await create({ key, title, subscriberTitle, questions: [{ key: 'note', label: 'A note', questionType: 'Label' }] });
    expect(status).toBe(201);
    expect(body).toMatchObject({ defaultWeight: 0, isOptional: false, isDefault: false, stopIfOffline: false, description: null });
    expect(body.questions[0]).toMatchObject({ key: 'note', isRequired: false });
  });

  it.each([
    ['no title', { title: '  ' }, ['title: This field is required']],
    ['no subscriberTitle', { subscriberTitle: undefined }, ['subscriberTitle: This field is required']],
    ['a weight out of bounds', { defaultWeight: 100_001 }, ['defaultWeight: Must be at most 100000']],
    ['a weight below bounds', { defaultWeight: -100_001 }, ['defaultWeight: Must be at least -100000']],
    ['a fractional weight', { defaultWeight: 1.5 }, ['defaultWeight: Must be a whole number']],
    ['a title too long', { title: 'x'.repeat(201) }, ['title: Please provide a value less than 200 characters long']],
  ])('refuses %s with a message at its field', async (_name, changes, subErrors) => {
    expect(await create(templateRequest(changes as object))).toEqual(
      expect.objectContaining({ status: 400, body: withMessageKeys({ Details: Texts.notValidated, SubErrors: subErrors }) }),
    );
  });

  it.each([
    [
      'a key used twice',
      [
        { key: 'name', label: 'Name', questionType: 'Text' },
        { key: 'name', label: 'Name again', questionType: 'Text' },
      ],
      ['questions.1.key: The key "name" is used by question 1 already; keys must be unique in a template'],
    ],
    ['a list without options', [{ key: 'pick', label: 'Pick', questionType: 'SelectList', options: [] }], ['questions.0.options: A SelectList question needs at least one option']],
    [
      'a checkbox option with a pipe',
      [{ key: 'pick', label: 'Pick', questionType: 'CheckBoxList', options: ['a|b'] }],
      ['questions.0.options: CheckBoxList options cannot contain "|"'],
    ],
    ['a required Label', [{ key: 'intro', label: 'Intro', questionType: 'Label', isRequired: true }], ['questions.0.isRequired: A Label has no answer, so it cannot be required']],
    [
      'a condition on a later question',
      [
        { key: 'a', label: 'A', questionType: 'Text', conditionalFieldKey: 'b', conditionalOperator: 'Equals', conditionalFieldValue: 'x' },
        { key: 'b', label: 'B', questionType: 'Text' },
      ],
      ['questions.0.conditionalFieldKey: The condition names "b", which is not an earlier question of this template'],
    ],
    [
      'half a condition',
      [{ key: 'a', label: 'A', questionType: 'Text', conditionalFieldKey: 'b' }],
      ['questions.0.conditionalFieldKey: A condition needs both conditionalFieldKey and conditionalOperator'],
    ],
    [
      'an unknown operator',
      [{ key: 'a', label: 'A', questionType: 'Text', conditionalFieldKey: 'a', conditionalOperator: 'Contains' }],
      ['questions.0.conditionalOperator: Invalid option: expected one of "Equals"|"NotEquals"|"NotNullAndNotEquals"'],
    ],
    [
      'an unknown question type',
      [{ key: 'a', label: 'A', questionType: 'Slider' }],
      ['questions.0.questionType: Invalid option: expected one of "Text"|"Textarea"|"DatePicker"|"SelectList"|"RadioButtonList"|"CheckBoxList"|"File"|"Label"'],
    ],
    [
      'a key with spaces',
      [{ key: 'first name', label: 'A', questionType: 'Text' }],
      ['questions.0.key: Use letters, digits and underscores, beginning with a letter (for example firstName or school_1)'],
    ],
    ['a question without a label', [{ key: 'a', questionType: 'Text' }], ['questions.0.label: This field is required']],
  ])('refuses %s with a clear message at the question', async (_name, questions, subErrors) => {
    const { status, body } = await create(templateRequest({ questions: questions as never }));
    expect({ status, body }).toEqual({ status: 400, body: withMessageKeys({ Details: Texts.notValidated, SubErrors: subErrors }) });
  });

  it('creates a scored screen with its rules and source as sent, and refuses rules naming no question of it', async () => {
    const screen = scoredScreen();
    const { status, body } = await create(templateRequest(screen));
    expect(status).toBe(201);
    expect(body.scoring).toEqual(JSON.parse(JSON.stringify(screen.scoring)));
    expect(body.instrument).toEqual(screen.instrument);
    expect(await h.api('GET', `/api/template/${body.id}`, { token: admin.token })).toMatchObject({ status: 200, body });

    const refused = await create(templateRequest({ ...screen, questions: screen.questions.filter((question) => question.key !== 'gad7_3') }));
    expect(refused).toMatchObject({ status: 400, body: { Details: Texts.notValidated, SubErrors: ['scoring.items.2.key: "gad7_3" is not a question of this template'] } });
  });

  it('refuses a key another template holds (400) and records nothing', async () => {
    const first = await h.createTemplate(admin);
    const before = await h.db
      .selectFrom('templates')
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .executeTakeFirstOrThrow();
    expect(await create(templateRequest({ key: first.key }))).toMatchObject({
      status: 400,
      body: { Details: Texts.notValidated, SubErrors: ['key: Another template already uses this key.'] },
    });
    const after = await h.db
      .selectFrom('templates')
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .executeTakeFirstOrThrow();
    expect(after.n).toBe(before.n);
  });
});
