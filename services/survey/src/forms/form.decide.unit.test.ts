import { CreateTemplateRequest, SUPPORTERS_TEMPLATE_KEY, type Question, type SurveyEventData, type TemplateFields } from '@app/contracts';
import { DEFAULT_TEMPLATES } from '@app/contracts/default-templates';
import { ValidationError } from '@app/platform';
import { deciderSpec } from '@app/platform/testing';
import { templateContentOf } from '../templates/template-rules.js';
import { decide, type FormCommand } from './form.decide.js';
import { evolve, initialState, type FormEvent } from './form.js';

const editedSinceLoaded = 'The item has been edited since you loaded the page. Reload this page to get the latest changes.';
const completedText = 'This questionnaire has been completed and can no longer be changed.';

const given = deciderSpec({ decide, evolve, initialState });

const ids = { formId: 'f0000000-0000-4000-8000-000000000001', clientId: 'c0000000-0000-4000-8000-000000000001', subscriberId: 's0000000-0000-4000-8000-000000000001' };
const q = (key: string, more: Partial<Question> = {}): Question => ({
  key,
  label: `Label of ${key}`,
  description: null,
  isRequired: false,
  options: null,
  questionType: 'Text',
  conditionalFieldKey: null,
  conditionalFieldValue: null,
  conditionalOperator: null,
  ...more,
});
const template = (templateId: string, title: string, questions: Question[]): TemplateFields => ({
  templateId,
  key: title.replaceAll(' ', ''),
  title,
  subscriberTitle: title,
  description: null,
  defaultWeight: 0,
  isOptional: false,
  isDefault: true,
  stopIfOffline: false,
  questions,
});
const aboutYou = template('t0000000-0000-4000-8000-000000000001', 'About You', [
  q('firstName', { isRequired: true }),
  q('dateOfBirth', { questionType: 'DatePicker', isRequired: true }),
]);
const family = template('t0000000-0000-4000-8000-000000000002', 'Family', [
  q('hasChildren', { questionType: 'RadioButtonList', options: ['Yes', 'No'], isRequired: true }),
  q('children', { isRequired: true, conditionalFieldKey: 'hasChildren', conditionalOperator: 'Equals', conditionalFieldValue: 'Yes' }),
]);
const pages = [aboutYou, family].map((fields, i) => ({ pageId: `p${i}`, answerSetId: `a${i}`, displayWeight: i * 10, templateVersion: 1, template: fields }));
const formData: SurveyEventData<'FormCreated'> = {
  ...ids,
  applicationUserId: 'u0000000-0000-4000-8000-000000000001',
  isProctored: false,
  firstName: 'Tom',
  lastName: 'Robinson',
  email: null,
  phoneNumber: '555-010-0199',
  key: 'Default',
  pages,
};
const created: FormEvent = { type: 'FormCreated', data: formData };
const started: FormEvent = { type: 'FormStarted', data: ids };
const saved = (page: 0 | 1, version: number, answers: Record<string, string | null>): FormEvent => ({
  type: 'AnswersSaved',
  data: { formId: ids.formId, clientId: ids.clientId, pageId: `p${page}`, answerSetId: `a${page}`, version, answers, language: 'en' },
});
const completed: FormEvent = { type: 'FormCompleted', data: ids };
const deleted: FormEvent = { type: 'FormDeleted', data: ids };
/** The 400 a command is refused with, after these events. */
function refusal(command: FormCommand, ...events: FormEvent[]): ValidationError {
  try {
    decide(command, events.reduce(evolve, initialState()));
  } catch (error) {
    if (error instanceof ValidationError) return error;
    throw error;
  }
  throw new Error('The command was not refused');
}
const save = (page: 0 | 1, concurrencyCheck: number, answers: Record<string, string | null>): FormCommand => ({
  type: 'SaveAnswers',
  answerSetId: `a${page}`,
  concurrencyCheck,
  answers,
  language: 'en',
});

describe('CreateForm', () => {
  it('creates the form once: a redelivered invitation, or one after the deletion, adds nothing', () => {
    given().when({ type: 'CreateForm', form: formData }).then([created]);
    given(created).when({ type: 'CreateForm', form: formData }).then([]);
    given(deleted).when({ type: 'CreateForm', form: formData }).then([]);
  });
});

describe('SaveAnswers', () => {
  it('starts the form with the first save and counts each answer set on its own', () => {
    given(created)
      .when(save(0, 0, { firstName: 'Tom' }))
      .then([started, saved(0, 1, { firstName: 'Tom' })]);
    given(created, started, saved(0, 1, { firstName: 'Tom' }))
      .when(save(1, 0, { hasChildren: 'No' }))
      .then([saved(1, 1, { hasChildren: 'No' })]);
    given(created, started, saved(0, 1, { firstName: 'Tom' }))
      .when(save(0, 1, { firstName: 'Thomas', dateOfBirth: null }))
      .then([saved(0, 2, { firstName: 'Thomas', dateOfBirth: null })]);
  });

  it('records the language the answers were given in', () => {
    const savedInSpanish: FormEvent = { ...saved(0, 1, { firstName: 'Tomás' }), data: { ...saved(0, 1, { firstName: 'Tomás' }).data, language: 'es' } as never };
    given(created, started)
      .when({ ...save(0, 0, { firstName: 'Tomás' }), language: 'es' } as FormCommand)
      .then([savedInSpanish]);
  });

  it('records nothing for the same answers again', () => {
    given(created, started, saved(0, 1, { firstName: 'Tom' }))
      .when(save(0, 1, { firstName: 'Tom' }))
      .then([]);
    given(created)
      .when(save(0, 0, {}))
      .then([]);
  });

  it("refuses a stale version with the spec's text (409)", () => {
    given(created, started, saved(0, 1, { firstName: 'Tom' }))
      .when(save(0, 0, { firstName: 'Other' }))
      .thenError(409, editedSinceLoaded);
    given(created)
      .when(save(0, 1, { firstName: 'Tom' }))
      .thenError(409, editedSinceLoaded);
  });

  it('refuses every save once the form is completed (409), stale or not', () => {
    given(created, completed)
      .when(save(0, 0, { firstName: 'Tom' }))
      .thenError(409, completedText);
    given(created, completed)
      .when(save(0, 5, {}))
      .thenError(409, completedText);
  });

  it('answers 404 for an unknown answer set, a form never made and a deleted one', () => {
    const notFound = 'The answer set was not found.';
    given(created).when({ type: 'SaveAnswers', answerSetId: 'a9', concurrencyCheck: 0, answers: {}, language: 'en' }).thenError(404, notFound);
    given(created).when({ type: 'SaveAnswers', answerSetId: 'constructor', concurrencyCheck: 0, answers: {}, language: 'en' }).thenError(404, notFound);
    given()
      .when(save(0, 0, {}))
      .thenError(404, notFound);
    given(created, deleted)
      .when(save(0, 0, {}))
      .thenError(404, notFound);
  });

  it('refuses answers that do not fit the page (400, each at its key)', () => {
    expect(refusal(save(0, 0, { firstName: 'Tom', dateOfBirth: '1990-02-30', shoeSize: '9' }), created).subErrors).toEqual([
      'answers.dateOfBirth: Please enter a valid date (YYYY-MM-DD)',
      'answers.shoeSize: This page has no question with this key',
    ]);
  });
});

describe('Finalize', () => {
  const reviewAnswers = 'Please review the answers highlighted in red before continuing to the next page:';

  it('completes a form whose shown required questions are all answered', () => {
    given(created, started, saved(0, 1, { firstName: 'Tom', dateOfBirth: '1990-02-28' }), saved(1, 1, { hasChildren: 'No' }))
      .when({ type: 'Finalize' })
      .then([completed]);
  });

  it('lists every unanswered required question, page by page, under the review text (400)', () => {
    const history = [created, started, saved(0, 1, { firstName: 'Tom' }), saved(1, 1, { hasChildren: 'Yes' })];
    given(...history)
      .when({ type: 'Finalize' })
      .thenError(400, reviewAnswers);
    expect(refusal({ type: 'Finalize' }, ...history).subErrors).toEqual(['About You: Label of dateOfBirth', 'Family: Label of children']);
    expect(refusal({ type: 'Finalize' }, created).subErrors).toEqual(['About You: Label of firstName', 'About You: Label of dateOfBirth', 'Family: Label of hasChildren']);
  });

  it('refuses a second finalize (409) and a form that is not there (404)', () => {
    given(created, completed).when({ type: 'Finalize' }).thenError(409, completedText);
    given().when({ type: 'Finalize' }).thenError(404, 'The form was not found.');
    given(created, deleted).when({ type: 'Finalize' }).thenError(404, 'The form was not found.');
  });
});

describe('DeleteForm', () => {
  it('deletes the form once, also before it exists', () => {
    const command: FormCommand = { type: 'DeleteForm', ...ids };
    given(created, started).when(command).then([deleted]);
    given(created, completed).when(command).then([deleted]);
    given().when(command).then([deleted]);
    given(created, deleted).when(command).then([]);
  });
});

describe('evolve', () => {
  it('keeps each answer set at its latest answers and version; erased answers read as none', () => {
    const erased = { type: 'AnswersSaved', data: { ...saved(1, 1, {}).data, answers: null } } as unknown as FormEvent;
    const state = [created, started, saved(0, 1, { firstName: 'A' }), saved(0, 2, { firstName: 'B' }), erased].reduce(evolve, initialState());
    expect(state.status).toBe('Started');
    expect(state.answerSets).toEqual({
      a0: { pageId: 'p0', version: 2, answers: { firstName: 'B' }, files: [], language: 'en' },
      a1: { pageId: 'p1', version: 1, answers: {}, files: [], language: 'en' },
    });
  });
});

describe('files', () => {
  const documents = template('t0000000-0000-4000-8000-000000000003', 'Documents', [q('dischargePapers', { questionType: 'File' }), q('note')]);
  const withDocuments: FormEvent = {
    type: 'FormCreated',
    data: { ...formData, pages: [...pages, { pageId: 'p2', answerSetId: 'a2', displayWeight: 20, templateVersion: 1, template: documents }] },
  };
  const file = { fileId: 'd0000000-0000-4000-8000-000000000001', name: 'DD-214.pdf', contentType: 'application/pdf', size: 1234, sha256: 'ab'.repeat(32) };
  const value = `${file.fileId}/${file.name}`;
  const uploaded = (answerSetId = 'a2', fileId = file.fileId): FormEvent => ({
    type: 'FileUploaded',
    data: { formId: ids.formId, clientId: ids.clientId, answerSetId, ...file, fileId },
  });
  const record = (answerSetId = 'a2'): FormCommand => ({ type: 'RecordFileUpload', answerSetId, file });
  const saveDocuments = (concurrencyCheck: number, answers: Record<string, string | null>): FormCommand => ({
    type: 'SaveAnswers',
    answerSetId: 'a2',
    concurrencyCheck,
    answers,
    language: 'en',
  });
  const savedDocuments = (version: number, answers: Record<string, string | null>): FormEvent => ({
    type: 'AnswersSaved',
    data: { formId: ids.formId, clientId: ids.clientId, pageId: 'p2', answerSetId: 'a2', version, answers, language: 'en' },
  });

  it('records a file uploaded to a page with a File question, started or not', () => {
    given(withDocuments).when(record()).then([uploaded()]);
    given(withDocuments, started, uploaded('a2', 'd0000000-0000-4000-8000-000000000009')).when(record()).then([uploaded()]);
  });

  it('refuses a page without a File question (400), a completed form (409) and an answer set that is not there (404)', () => {
    given(withDocuments).when(record('a0')).thenError(400, 'This page has no question that takes a file.');
    given(withDocuments, completed).when(record()).thenError(409, completedText);
    given(withDocuments, deleted).when(record()).thenError(404, 'The answer set was not found.');
    given(withDocuments).when(record('a9')).thenError(404, 'The answer set was not found.');
    given().when(record()).thenError(404, 'The answer set was not found.');
  });

  it("takes as a File question's answer only the value of a file uploaded to that answer set", () => {
    const notUploaded = ['answers.dischargePapers: Must be the name of an uploaded file'];
    expect(refusal(saveDocuments(0, { dischargePapers: value }), withDocuments).subErrors).toEqual(notUploaded);
    expect(refusal(saveDocuments(0, { dischargePapers: value }), withDocuments, uploaded('a1')).subErrors).toEqual(notUploaded);
    expect(refusal(saveDocuments(0, { dischargePapers: file.name }), withDocuments, uploaded()).subErrors).toEqual(notUploaded);
    given(withDocuments, uploaded())
      .when(saveDocuments(0, { dischargePapers: value, note: 'the first page' }))
      .then([started, savedDocuments(1, { dischargePapers: value, note: 'the first page' })]);
    // Saving answers keeps the answer set's files.
    given(withDocuments, uploaded(), started, savedDocuments(1, { note: 'later' }))
      .when(saveDocuments(1, { dischargePapers: value }))
      .then([savedDocuments(2, { dischargePapers: value })]);
  });

  it('removes the file a File answer named once a save clears or replaces it, and takes it as an answer no more', () => {
    const removed: FormEvent = { type: 'FileRemoved', data: { formId: ids.formId, clientId: ids.clientId, answerSetId: 'a2', fileId: file.fileId } };
    const answered = [withDocuments, uploaded(), started, savedDocuments(1, { dischargePapers: value })];
    given(...answered)
      .when(saveDocuments(1, { dischargePapers: null }))
      .then([savedDocuments(2, { dischargePapers: null }), removed]);
    const other = 'd0000000-0000-4000-8000-000000000002';
    given(...answered, uploaded('a2', other))
      .when(saveDocuments(1, { dischargePapers: `${other}/${file.name}` }))
      .then([savedDocuments(2, { dischargePapers: `${other}/${file.name}` }), removed]);
    // A file uploaded and not answered yet stays: its answer may be on its way.
    given(withDocuments, uploaded(), started, savedDocuments(1, { note: 'first' }))
      .when(saveDocuments(1, { note: 'second' }))
      .then([savedDocuments(2, { note: 'second' })]);
    expect(refusal(saveDocuments(2, { dischargePapers: value }), ...answered, savedDocuments(2, { dischargePapers: null }), removed).subErrors).toEqual([
      'answers.dischargePapers: Must be the name of an uploaded file',
    ]);
  });
});

describe('OpenPage', () => {
  const opened = (pageId: string): FormEvent => ({ type: 'PageOpened', data: { formId: ids.formId, clientId: ids.clientId, pageId } });

  it('records the page the client opened, once per move', () => {
    given(created)
      .when({ type: 'OpenPage', pageId: 'p1' })
      .then([opened('p1')]);
    given(created, opened('p1')).when({ type: 'OpenPage', pageId: 'p1' }).then([]);
    given(created, opened('p1'))
      .when({ type: 'OpenPage', pageId: 'p0' })
      .then([opened('p0')]);
  });

  it('records nothing for a completed form; a page of another form, or a form not there, is a 404', () => {
    given(created, started, completed).when({ type: 'OpenPage', pageId: 'p0' }).then([]);
    given(created).when({ type: 'OpenPage', pageId: 'p9' }).thenError(404, 'The page was not found.');
    given(created, deleted).when({ type: 'OpenPage', pageId: 'p0' }).thenError(404, 'The form was not found.');
  });
});

describe('offline check-out and check-in', () => {
  const checkedOutText = 'This questionnaire is checked out for offline use on another device. It can be changed again once it is checked in.';
  const notProctoredText = 'Only proctored clients can be checked out for offline use.';
  const alreadyOutText = 'This client is already checked out for offline use. Check the client in first.';
  const notCheckedOutText = 'This client is not checked out on this device, so there is nothing to check in.';
  const reviewAnswers = 'Please review the answers highlighted in red before continuing to the next page:';
  const proctor = 'a0000000-0000-4000-8000-000000000001';
  const outId = 'b0000000-0000-4000-8000-000000000001';
  const otherId = 'b0000000-0000-4000-8000-000000000002';

  const proctored: FormEvent = { type: 'FormCreated', data: { ...formData, isProctored: true } };
  const checkOut = (checkOutId = outId): FormCommand => ({ type: 'CheckOut', checkOutId, deviceName: 'Office laptop', checkedOutBy: proctor });
  const checkedOut = (checkOutId = outId): FormEvent => ({ type: 'FormCheckedOut', data: { ...ids, checkOutId, deviceName: 'Office laptop', checkedOutBy: proctor } });
  const checkedIn = (checkOutId = outId): FormEvent => ({ type: 'FormCheckedIn', data: { ...ids, checkOutId, checkedInBy: proctor } });
  const checkIn = (
    answerSets: { id: string; answers: Record<string, string | null>; language?: 'en' | 'es' }[],
    more: { finalize?: boolean; checkOutId?: string } = {},
  ): FormCommand => ({
    type: 'CheckIn',
    checkOutId: more.checkOutId ?? outId,
    answerSets: answerSets.map((set) => ({ language: 'en' as const, ...set })),
    finalize: more.finalize ?? false,
    checkedInBy: proctor,
  });
  const allAnswered: { id: string; answers: Record<string, string> }[] = [
    { id: 'a0', answers: { firstName: 'Tom', dateOfBirth: '1990-02-28' } },
    { id: 'a1', answers: { hasChildren: 'No' } },
  ];

  describe('CheckOut', () => {
    it("checks a proctored client's form out, started or not", () => {
      given(proctored).when(checkOut()).then([checkedOut()]);
      given(proctored, started, saved(0, 1, { firstName: 'Tom' }))
        .when(checkOut())
        .then([checkedOut()]);
      given(proctored, checkedOut(), checkedIn())
        .when(checkOut(otherId))
        .then([checkedOut(otherId)]);
    });

    it('refuses a client who is not proctored, a completed form and a form already out (409); a form not there is a 404', () => {
      given(created).when(checkOut()).thenError(409, notProctoredText);
      given(proctored, completed).when(checkOut()).thenError(409, completedText);
      given(proctored, checkedOut()).when(checkOut(otherId)).thenError(409, alreadyOutText);
      given().when(checkOut()).thenError(404, 'The form was not found.');
      given(proctored, deleted).when(checkOut()).thenError(404, 'The form was not found.');
    });
  });

  describe('while checked out', () => {
    it('refuses every online write (409) until the check-in', () => {
      const out = [proctored, checkedOut()];
      given(...out)
        .when(save(0, 0, { firstName: 'Tom' }))
        .thenError(409, checkedOutText);
      given(...out)
        .when({ type: 'Finalize' })
        .thenError(409, checkedOutText);
      given(...out)
        .when({ type: 'RecordFileUpload', answerSetId: 'a0', file: { fileId: 'd1', name: 'x.pdf', contentType: 'application/pdf', size: 1, sha256: 'ab' } })
        .thenError(409, checkedOutText);
      given(...out, checkedIn())
        .when(save(0, 0, { firstName: 'Tom' }))
        .then([started, saved(0, 1, { firstName: 'Tom' })]);
    });

    it("still takes the client's deletion, after which the form's answer sets are 404s", () => {
      given(proctored, checkedOut())
        .when({ type: 'DeleteForm', ...ids })
        .then([deleted]);
      given(proctored, checkedOut(), deleted)
        .when(save(0, 0, {}))
        .thenError(404, 'The answer set was not found.');
    });
  });

  describe('CheckIn', () => {
    it('saves each answer set that differs (the first starting the form), then checks the form in', () => {
      given(proctored, checkedOut())
        .when(
          checkIn([
            { id: 'a0', answers: { firstName: 'Tom' } },
            { id: 'a1', answers: {} },
          ]),
        )
        .then([started, saved(0, 1, { firstName: 'Tom' }), checkedIn()]);
      given(proctored, started, saved(0, 1, { firstName: 'Tom' }), checkedOut())
        .when(
          checkIn([
            { id: 'a0', answers: { firstName: 'Tom' } },
            { id: 'a1', answers: { hasChildren: 'No' } },
          ]),
        )
        .then([saved(1, 1, { hasChildren: 'No' }), checkedIn()]);
      given(proctored, checkedOut()).when(checkIn([])).then([checkedIn()]);
    });

    it('with finalize, completes the form in the same decision, or refuses it all (400) as the finalize does', () => {
      given(proctored, checkedOut())
        .when(checkIn(allAnswered, { finalize: true }))
        .then([started, saved(0, 1, allAnswered[0].answers), saved(1, 1, allAnswered[1].answers), checkedIn(), completed]);
      given(proctored, checkedOut())
        .when(checkIn([allAnswered[0]], { finalize: true }))
        .thenError(400, reviewAnswers);
      expect(refusal(checkIn([allAnswered[0]], { finalize: true }), proctored, checkedOut()).subErrors).toEqual(['Family: Label of hasChildren']);
    });

    it('refuses answers that do not fit their page (400, at each answer set), and an unknown answer set (404)', () => {
      const wrong = checkIn([
        { id: 'a0', answers: { firstName: 'Tom' } },
        { id: 'a1', answers: { hasChildren: 'Maybe' } },
        { id: 'a0', answers: { dateOfBirth: '1990-02-30' } },
      ]);
      expect(refusal(wrong, proctored, checkedOut()).subErrors).toEqual([
        'answerSets.1.answers.hasChildren: Please choose one of the options',
        'answerSets.2.id: This answer set is given more than once',
        'answerSets.2.answers.dateOfBirth: Please enter a valid date (YYYY-MM-DD)',
      ]);
      given(proctored, checkedOut())
        .when(checkIn([{ id: 'a9', answers: {} }]))
        .thenError(404, 'The answer set was not found.');
    });

    it('changes nothing when sent again once applied; another check-out id is a 409', () => {
      const applied = [proctored, checkedOut(), started, saved(0, 1, { firstName: 'Tom' }), checkedIn()];
      given(...applied)
        .when(checkIn([{ id: 'a0', answers: { firstName: 'Thomas' } }]))
        .then([]);
      given(...applied, completed)
        .when(checkIn(allAnswered, { finalize: true }))
        .then([]);
      given(...applied)
        .when(checkIn([], { checkOutId: otherId }))
        .thenError(409, notCheckedOutText);
      given(proctored).when(checkIn([])).thenError(409, notCheckedOutText);
      given(proctored, checkedOut())
        .when(checkIn([], { checkOutId: otherId }))
        .thenError(409, notCheckedOutText);
      // An earlier check-out's id, once the form is out again under a new one.
      given(...applied, checkedOut(otherId))
        .when(checkIn([]))
        .thenError(409, notCheckedOutText);
    });

    it('answers 404 for a form that is not there', () => {
      given().when(checkIn([])).thenError(404, 'The form was not found.');
      given(proctored, checkedOut(), deleted).when(checkIn([])).thenError(404, 'The form was not found.');
    });
  });

  it('evolve keeps the check-out in force and the last check-in', () => {
    const out = [proctored, checkedOut()].reduce(evolve, initialState());
    expect(out).toMatchObject({ isProctored: true, checkOut: { checkOutId: outId, deviceName: 'Office laptop' }, lastCheckedInId: null });
    expect(evolve(out, checkedIn())).toMatchObject({ checkOut: null, lastCheckedInId: outId });
  });
});

describe('the letters-of-support page at the finalize', () => {
  const entry = DEFAULT_TEMPLATES.find((t) => t.key === SUPPORTERS_TEMPLATE_KEY)!;
  const letters: TemplateFields = { templateId: 't0000000-0000-4000-8000-000000000009', ...templateContentOf(CreateTemplateRequest.parse(entry)) };
  const withLetters: FormEvent = {
    type: 'FormCreated',
    data: { ...formData, isProctored: true, pages: [pages[1], { pageId: 'p9', answerSetId: 'a9', displayWeight: 10_000, templateVersion: 1, template: letters }] },
  };
  const familyDone: FormEvent = saved(1, 1, { hasChildren: 'No' });
  const savedLetters = (answers: Record<string, string | null>): FormEvent => ({
    type: 'AnswersSaved',
    data: { formId: ids.formId, clientId: ids.clientId, pageId: 'p9', answerSetId: 'a9', version: 1, answers, language: 'en' },
  });
  const ann = { supporter1FirstName: 'Ann', supporter1LastName: 'Smith', supporter1Relationship: 'Sister', supporter1Email: 'Ann@Example.com', supporter1Phone: '' };
  const bob = {
    addSupporter2: 'Yes',
    supporter2FirstName: 'Bob',
    supporter2LastName: 'Jones',
    supporter2Relationship: 'Employer',
    supporter2Email: null,
    supporter2Phone: '555-010-0188',
  };
  const listed = (supporters: SurveyEventData<'SupportersListed'>['supporters']): FormEvent => ({ type: 'SupportersListed', data: { ...ids, supporters } });
  const annListed = { slot: 1, firstName: 'Ann', lastName: 'Smith', clientRelationship: 'Sister', email: 'ann@example.com', phoneNumber: null };
  const bobListed = { slot: 2, firstName: 'Bob', lastName: 'Jones', clientRelationship: 'Employer', email: null, phoneNumber: '555-010-0188' };

  it('lists the supporters of the shown slots after FormCompleted', () => {
    given(withLetters, started, familyDone, savedLetters({ ...ann, ...bob }))
      .when({ type: 'Finalize' })
      .then([completed, listed([annListed, bobListed])]);
    // Slot 2 answered, then un-added: not listed.
    given(withLetters, started, familyDone, savedLetters({ ...ann, ...bob, addSupporter2: 'No' }))
      .when({ type: 'Finalize' })
      .then([completed, listed([annListed])]);
  });

  it('refuses a shown slot without a contact, or with one not in its shape, beside the unanswered questions, in page order (400)', () => {
    const history = [withLetters, started, savedLetters({ ...ann, supporter1Email: null, ...bob, supporter2Phone: '5550100188', supporter2LastName: null })];
    given(...history)
      .when({ type: 'Finalize' })
      .thenError(400, 'Please review the answers highlighted in red before continuing to the next page:');
    expect(refusal({ type: 'Finalize' }, ...history).subErrors).toEqual([
      'Family: Label of hasChildren',
      'Letters of Support: Supporter 1: Email address',
      'Letters of Support: Supporter 1: Mobile phone number (XXX-XXX-XXXX)',
      'Letters of Support: Supporter 2: Last name',
      'Letters of Support: Supporter 2: Mobile phone number (XXX-XXX-XXXX)',
    ]);
  });

  it('lists them when a check-in completes the form, in the same decision', () => {
    const proctor = 'a0000000-0000-4000-8000-000000000001';
    const checkOutId = 'b0000000-0000-4000-8000-000000000001';
    const out: FormEvent = { type: 'FormCheckedOut', data: { ...ids, checkOutId, deviceName: 'Tablet', checkedOutBy: proctor } };
    given(withLetters, out)
      .when({
        type: 'CheckIn',
        checkOutId,
        finalize: true,
        checkedInBy: proctor,
        answerSets: [
          { id: 'a1', answers: { hasChildren: 'No' }, language: 'en' },
          { id: 'a9', answers: ann, language: 'en' },
        ],
      })
      .then([started, familyDone, savedLetters(ann), { type: 'FormCheckedIn', data: { ...ids, checkOutId, checkedInBy: proctor } }, completed, listed([annListed])]);
  });
});
