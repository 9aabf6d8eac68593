import { jest } from '@jest/globals';
import 'fake-indexeddb/auto';
import { act, screen, waitFor, within } from '@testing-library/react';
import { Messages, type AnswerSet, type Form, type Page, type Question } from '@app/contracts';
import { errorBody, fakeApi, type FakeRequest } from '../../../test/fake-api';
import { fill, renderApp, session } from '../../../test/render';
import { deviceCheckouts } from '../offline/deviceCheckouts';
import { unsavedAnswers } from './unsavedAnswers';
import { i18n } from '../../i18n/i18n';

const client = session(['Client'], 'c0ffee00-0000-4000-8000-000000000001', 'ann@example.test');
const FORM_ID = 'f0f0f0f0-0000-4000-8000-0000000000f1';
let formCount = 0;

const question = (key: string, label: string, questionType: Question['questionType'], over: Partial<Question> = {}): Question => ({
  key,
  label,
  questionType,
  isRequired: false,
  ...over,
});

const STORY: Question[] = [
  question('intro', 'Tell us a little about yourself.', 'Label'),
  question('nickname', 'What do people call you?', 'Text', { isRequired: true }),
  question('served', 'Did you serve in the military?', 'RadioButtonList', { options: ['Yes', 'No'] }),
  question('branch', 'Which branch?', 'Text', { conditionalFieldKey: 'served', conditionalOperator: 'Equals', conditionalFieldValue: 'Yes' }),
  question('jobs', 'Which kinds of work have you done?', 'CheckBoxList', { options: ['Construction', 'Restaurant', 'Farm work'] }),
  question('story', 'Where did you grow up?', 'Textarea'),
  question('born', 'Date of birth', 'DatePicker'),
];

/** A two-page form (ids unique per test, so the device's store never carries one test's answers into another). */
function twoPageForm(answers: Record<string, string | null> = {}, version = 0) {
  const n = ++formCount;
  const id = (kind: string, i: number) => `${kind.padEnd(8, '0').slice(0, 8)}-0000-4000-8000-${String(n * 10 + i).padStart(12, '0')}`;
  const formId = `${FORM_ID.slice(0, -4)}${String(n).padStart(4, '0')}`;
  const page = (i: number, title: string, questions: Question[], pageAnswers: Record<string, string | null>, concurrencyCheck: number): Page => ({
    id: id('aaaaaaaa', i),
    displayWeight: i * 10,
    templateId: id('bbbbbbbb', i),
    answerSetId: id('cccccccc', i),
    template: {
      id: id('bbbbbbbb', i),
      key: `Page${i}`,
      title,
      subscriberTitle: title,
      description: null,
      defaultWeight: i * 10,
      initialDisplayWeight: i * 10,
      isOptional: false,
      isDefault: true,
      stopIfOffline: false,
      questions,
      scoring: null,
      instrument: null,
      translations: {},
      concurrencyCheck: 1,
    },
    answerSet: { id: id('cccccccc', i), formId, pageId: id('aaaaaaaa', i), answers: pageAnswers, concurrencyCheck, language: 'en' },
  });
  const pages = [page(1, 'Your Story', STORY, answers, version), page(2, 'Your Goals', [question('goal', 'What is your goal?', 'Textarea')], {}, 0)];
  const form: Form = {
    id: formId,
    key: 'Default',
    formStatus: 'Started',
    created: '2026-11-01T00:00:00.000Z',
    started: '2026-11-01T00:00:00.000Z',
    completed: null,
    originalFormId: null,
    adjuster: null,
    adjusterProgress: null,
    clientId: id('dddddddd', 1),
    subscriberId: id('eeeeeeee', 1),
    applicationUserId: client.id!,
    isProctored: false,
    firstName: 'Ann',
    lastName: 'Zimmer',
    email: 'ann@example.test',
    phoneNumber: null,
    pages,
  };
  return { form, pages };
}

/** The answer of a save: the answers sent, one version on. */
const saved = (page: Page) => (request: FakeRequest) => {
  const body = request.body as { answers: AnswerSet['answers']; concurrencyCheck: number };
  return { body: { ...page.answerSet!, answers: body.answers, concurrencyCheck: body.concurrencyCheck + 1 } };
};

describe('a page of the client’s questionnaire', () => {
  it('shows each question type, and a conditional question only while its answer matches', async () => {
    const { form, pages } = twoPageForm();
    fakeApi({ [`GET /api/form/${form.id}`]: { body: form }, [`PUT /api/answerSet/${pages[0].answerSetId}`]: saved(pages[0]) });
    const { user } = renderApp(`/client/form/${form.id}/page/${pages[0].id}`, { auth: client });
    expect(await screen.findByRole('heading', { name: 'Your Story' })).toBeInTheDocument();
    expect(screen.getByText('Tell us a little about yourself.')).toBeInTheDocument();
    expect(screen.getByText('Page 1 of 2')).toBeInTheDocument();
    expect(screen.queryByLabelText('Which branch?')).not.toBeInTheDocument();
    await user.click(screen.getByRole('radio', { name: 'Yes' }));
    expect(await screen.findByLabelText('Which branch?')).toBeInTheDocument();
    await user.click(screen.getByRole('radio', { name: 'No' }));
    await waitFor(() => expect(screen.queryByLabelText('Which branch?')).not.toBeInTheDocument());
    expect(screen.getByLabelText('Date of birth')).toHaveAttribute('type', 'date');
    expect(within(screen.getByRole('group', { name: 'Which kinds of work have you done?' })).getAllByRole('checkbox')).toHaveLength(3);
  });

  it('keeps every change on the device first, then saves it (checkboxes pipe-joined) and clears the device', async () => {
    const { form, pages } = twoPageForm({}, 3);
    const api = fakeApi({ [`GET /api/form/${form.id}`]: { body: form }, [`PUT /api/answerSet/${pages[0].answerSetId}`]: saved(pages[0]) });
    const { user } = renderApp(`/client/form/${form.id}/page/${pages[0].id}`, { auth: client });
    await fill(user, await screen.findByLabelText('What do people call you?'), 'Annie');
    await user.click(screen.getByRole('checkbox', { name: 'Farm work' }));
    await user.click(screen.getByRole('checkbox', { name: 'Construction' }));
    expect((await unsavedAnswers.get(pages[0].answerSetId))?.answers).toMatchObject({ nickname: 'Annie', jobs: 'Construction|Farm work' });
    await waitFor(() => expect(api.calls(`PUT /api/answerSet/${pages[0].answerSetId}`)).toHaveLength(1), { timeout: 5_000 });
    expect(api.calls(`PUT /api/answerSet/${pages[0].answerSetId}`)[0].body).toEqual({
      answers: { nickname: 'Annie', jobs: 'Construction|Farm work' },
      concurrencyCheck: 3,
      language: 'en',
    });
    expect(await screen.findByText('All changes saved')).toBeInTheDocument();
    await waitFor(async () => expect(await unsavedAnswers.get(pages[0].answerSetId)).toBeUndefined());
  });

  it('brings back answers the server never got (a closed tab) and sends them', async () => {
    const { form, pages } = twoPageForm({ nickname: 'Ann' }, 2);
    await unsavedAnswers.put({
      answerSetId: pages[0].answerSetId,
      answers: { nickname: 'Ann', story: 'Dayton, then Toledo.' },
      changedKeys: ['story'],
      baseVersion: 2,
      savedAt: 1,
    });
    const api = fakeApi({ [`GET /api/form/${form.id}`]: { body: form }, [`PUT /api/answerSet/${pages[0].answerSetId}`]: saved(pages[0]) });
    renderApp(`/client/form/${form.id}/page/${pages[0].id}`, { auth: client });
    expect(await screen.findByDisplayValue('Dayton, then Toledo.')).toBeInTheDocument();
    await waitFor(() => expect(api.calls(`PUT /api/answerSet/${pages[0].answerSetId}`)).toHaveLength(1));
    expect(api.calls(`PUT /api/answerSet/${pages[0].answerSetId}`)[0].body).toEqual({
      answers: { nickname: 'Ann', story: 'Dayton, then Toledo.' },
      concurrencyCheck: 2,
      language: 'en',
    });
  });

  it('on a 409 keeps the client’s changes over the answers saved elsewhere, says so, and saves both', async () => {
    const { form, pages } = twoPageForm({ nickname: 'Ann' }, 1);
    let puts = 0;
    const api = fakeApi({
      [`GET /api/form/${form.id}`]: { body: form },
      [`PUT /api/answerSet/${pages[0].answerSetId}`]: (request) =>
        ++puts === 1
          ? { status: 409, body: errorBody('The item has been edited since you loaded the page. Reload this page to get the latest changes.') }
          : saved(pages[0])(request),
      [`GET /api/answerSet/${pages[0].answerSetId}`]: { body: { ...pages[0].answerSet!, answers: { nickname: 'Ann', story: 'Written on the laptop.' }, concurrencyCheck: 2 } },
    });
    const { user } = renderApp(`/client/form/${form.id}/page/${pages[0].id}`, { auth: client });
    await user.click(await screen.findByRole('button', { name: 'Save' }));
    await fill(user, screen.getByLabelText('What do people call you?'), 'nie');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(/also changed somewhere else/)).toBeInTheDocument();
    await waitFor(() => expect(api.calls(`PUT /api/answerSet/${pages[0].answerSetId}`)).toHaveLength(2));
    expect(api.calls(`PUT /api/answerSet/${pages[0].answerSetId}`)[1].body).toEqual({
      answers: { nickname: 'Annnie', story: 'Written on the laptop.' },
      concurrencyCheck: 2,
      language: 'en',
    });
    expect(screen.getByDisplayValue('Written on the laptop.')).toBeInTheDocument();
  });

  it('says a failed save failed and keeps the answers on the device', async () => {
    const { form, pages } = twoPageForm();
    fakeApi({
      [`GET /api/form/${form.id}`]: { body: form },
      [`PUT /api/answerSet/${pages[0].answerSetId}`]: { status: 500, body: errorBody('An unexpected error occurred. Please try again.') },
    });
    const { user } = renderApp(`/client/form/${form.id}/page/${pages[0].id}`, { auth: client });
    await fill(user, await screen.findByLabelText('What do people call you?'), 'Annie');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('An error occurred while saving your changes.')).toBeInTheDocument();
    expect((await unsavedAnswers.get(pages[0].answerSetId))?.answers).toEqual({ nickname: 'Annie' });
  });

  it('refuses a file over 25 MB with the service’s message, before sending any of it', async () => {
    const { form, pages } = twoPageForm();
    pages[1].template!.questions.push(question('papers', 'Your discharge papers', 'File'));
    fakeApi({ [`GET /api/form/${form.id}`]: { body: form } });
    const send = jest.spyOn(XMLHttpRequest.prototype, 'send');
    try {
      const { user } = renderApp(`/client/form/${form.id}/page/${pages[1].id}`, { auth: client });
      const photo = new File(['%PDF-1.4'], 'scan.pdf', { type: 'application/pdf' });
      Object.defineProperty(photo, 'size', { value: 26_000_000 });
      await user.upload(await screen.findByLabelText('Your discharge papers'), photo);
      expect(await screen.findByText(Messages.fileTooLarge)).toBeInTheDocument();
      expect(send).not.toHaveBeenCalled();
    } finally {
      send.mockRestore();
    }
  });

  it('Next opens the next page at once while the answers are on their way to the server, which gets them', async () => {
    const { form, pages } = twoPageForm();
    let answerSave!: () => void;
    const answered = new Promise<void>((resolve) => (answerSave = resolve));
    const api = fakeApi({
      [`GET /api/form/${form.id}`]: { body: form },
      [`PUT /api/form/${form.id}/position`]: { status: 204 },
      // The save is answered only when the test says so (a weak signal's round trip).
      [`PUT /api/answerSet/${pages[0].answerSetId}`]: async (request) => {
        await answered;
        return saved(pages[0])(request);
      },
    });
    const { user, location } = renderApp(`/client/form/${form.id}/page/${pages[0].id}`, { auth: client });
    await fill(user, await screen.findByLabelText('What do people call you?'), 'Annie');
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByRole('heading', { name: 'Your Goals' })).toBeInTheDocument();
    expect(location()).toBe(`/client/form/${form.id}/page/${pages[1].id}`);
    await waitFor(() => expect(api.calls(`PUT /api/answerSet/${pages[0].answerSetId}`)).toHaveLength(1));
    answerSave();
    // Kept: page 1 opened again shows the answer, and nothing is left waiting on the device.
    await user.click(screen.getByRole('button', { name: 'Back' }));
    expect(await screen.findByLabelText('What do people call you?')).toHaveValue('Annie');
    await waitFor(async () => expect(await unsavedAnswers.get(pages[0].answerSetId)).toBeUndefined());
    expect(api.calls(`PUT /api/answerSet/${pages[0].answerSetId}`)[0].body).toEqual({ answers: { nickname: 'Annie' }, concurrencyCheck: 0, language: 'en' });
  });

  it('checks required answers before Next, then goes on; Finish leads to the review, which completes the survey', async () => {
    const { form, pages } = twoPageForm();
    const api = fakeApi({
      [`GET /api/form/${form.id}`]: { body: form },
      [`PUT /api/answerSet/${pages[0].answerSetId}`]: saved(pages[0]),
      [`POST /api/form/${form.id}/finalize`]: { body: { ...form, formStatus: 'Completed', completed: '2026-11-02T00:00:00.000Z' } },
    });
    const { user, location } = renderApp(`/client/form/${form.id}/page/${pages[0].id}`, { auth: client });
    await user.click(await screen.findByRole('button', { name: 'Next' }));
    expect(await screen.findByText('Please Review Your Answers')).toBeInTheDocument();
    expect(screen.getByText(/Please review the answers highlighted in red before continuing to the next page:/)).toHaveTextContent('What do people call you?');
    expect(screen.getByText('Please answer this question.')).toBeInTheDocument();
    expect(location()).toBe(`/client/form/${form.id}/page/${pages[0].id}`);

    await fill(user, screen.getByLabelText('What do people call you?'), 'Annie');
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await waitFor(() => expect(location()).toBe(`/client/form/${form.id}/page/${pages[1].id}`));
    expect(api.calls(`PUT /api/answerSet/${pages[0].answerSetId}`).at(-1)!.body).toEqual({ answers: { nickname: 'Annie' }, concurrencyCheck: 0, language: 'en' });
    await user.click(await screen.findByRole('button', { name: 'Finish' }));
    await waitFor(() => expect(location()).toBe(`/client/form/${form.id}/review`));
    await user.click(await screen.findByRole('button', { name: 'Complete Survey' }));
    await user.click(await screen.findByRole('button', { name: 'Yes, Complete Survey' }));
    expect(await screen.findByText('Thank You')).toBeInTheDocument();
    expect(location()).toBe(`/client/form/${form.id}/final`);
    expect(api.calls(`POST /api/form/${form.id}/finalize`)).toHaveLength(1);
  });
});

describe('a page in the client’s language (issue 15)', () => {
  afterEach(() => void i18n.changeLanguage('en'));

  /** Spanish for the first page's texts but one (`story`), which stays in English. */
  const SPANISH = {
    title: 'Su historia',
    questions: {
      intro: { label: 'Cuéntenos un poco sobre usted.' },
      nickname: { label: '¿Cómo le dicen?' },
      served: { label: '¿Sirvió en las fuerzas armadas?', options: { Yes: 'Sí', No: 'No' } },
      branch: { label: '¿En qué rama?' },
      jobs: { label: '¿Qué tipos de trabajo ha hecho?', options: { Construction: 'Construcción', Restaurant: 'Restaurante', 'Farm work': 'Trabajo en el campo' } },
      born: { label: 'Fecha de nacimiento' },
    },
  };

  it('shows the page’s Spanish where it has it and English where not, and saves the options’ English values with the language', async () => {
    const { form, pages } = twoPageForm({}, 0);
    pages[0].template!.translations = { es: SPANISH };
    const api = fakeApi({
      [`GET /api/form/${form.id}`]: { body: form },
      [`PUT /api/answerSet/${pages[0].answerSetId}`]: saved(pages[0]),
      'POST /api/client/language': { status: 204 },
    });
    const { user } = renderApp(`/client/form/${form.id}/page/${pages[0].id}`, { auth: client });
    expect(await screen.findByRole('heading', { name: 'Your Story' })).toBeInTheDocument();
    await user.click(screen.getByText('Español'));
    expect(await screen.findByRole('heading', { name: 'Su historia' })).toBeInTheDocument();
    expect(screen.getByText('Cuéntenos un poco sobre usted.')).toBeInTheDocument();
    expect(screen.getByLabelText('Where did you grow up?')).toBeInTheDocument();
    await user.click(screen.getByRole('radio', { name: 'Sí' }));
    expect(await screen.findByLabelText('¿En qué rama?')).toBeInTheDocument();
    await user.click(screen.getByRole('checkbox', { name: 'Trabajo en el campo' }));
    await user.click(screen.getByRole('button', { name: 'Guardar' }));
    await waitFor(() =>
      expect(api.calls(`PUT /api/answerSet/${pages[0].answerSetId}`).at(-1)?.body).toEqual({ answers: { served: 'Yes', jobs: 'Farm work' }, concurrencyCheck: 0, language: 'es' }),
    );
  });

  it('shows what the server refuses in Spanish by its message key, and what it does not name in its English', async () => {
    const { form } = twoPageForm();
    const refused = { ...errorBody(Messages.temporarilyUnavailable, ['answers.born: Something uncatalogued', `answers.story: ${Messages.maxLength(4000)}`]) };
    fakeApi({
      [`GET /api/form/${form.id}`]: {
        status: 503,
        body: { ...refused, MessageKey: { key: 'temporarilyUnavailable' }, SubErrorKeys: [null, { key: 'maxLength', values: { n: 4000 } }] },
      },
    });
    await i18n.changeLanguage('es');
    renderApp(`/client/form/${form.id}/page/${form.pages![0].id}`, { auth: client });
    const alert = await screen.findByTestId('error-lines');
    expect(alert).toHaveTextContent('El servicio no está disponible en este momento. Por favor, inténtelo de nuevo.');
    expect(alert).toHaveTextContent('answers.born: Something uncatalogued');
    expect(alert).toHaveTextContent('answers.story: Escriba menos de 4000 caracteres');
  });

  it('keeps a screen with no validated Spanish version in English, with a one-line note in Spanish', async () => {
    const { form, pages } = twoPageForm();
    pages[0].template!.translations = { es: { title: 'Su historia', englishOnly: 'No validated Spanish version.', questions: {} } };
    fakeApi({ [`GET /api/form/${form.id}`]: { body: form }, 'POST /api/client/language': { status: 204 } });
    const { user } = renderApp(`/client/form/${form.id}/page/${pages[0].id}`, { auth: client });
    await user.click(await screen.findByText('Español'));
    expect(await screen.findByRole('heading', { name: 'Su historia' })).toBeInTheDocument();
    expect(screen.getByText('Estas preguntas están en inglés porque no hay una versión validada en español. No tiene que contestarlas.')).toBeInTheDocument();
    expect(screen.getByLabelText('What do people call you?')).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'Yes' })).toBeInTheDocument();
  });
});

describe('a page of a questionnaire checked out to this device (offline proctoring)', () => {
  it('opens from the device without a session or a network call, and keeps every answer there', async () => {
    const { form, pages } = twoPageForm({ nickname: 'Ann' });
    await deviceCheckouts.add(form.clientId, '0c0c0c0c-0000-4000-8000-000000000001', form);
    const api = fakeApi({});
    const { user } = renderApp(`/client/form/${form.id}/page/${pages[0].id}`);
    expect(await screen.findByDisplayValue('Ann')).toBeInTheDocument();
    await fill(user, screen.getByLabelText('Where did you grow up?'), 'Toledo');
    expect(await screen.findByText(/Saved on this device/)).toBeInTheDocument();
    await waitFor(async () => expect((await deviceCheckouts.form(form.id))?.form.pages![0].answerSet!.answers).toEqual({ nickname: 'Ann', story: 'Toledo' }));
    expect(api.requests).toEqual([]);
  });

  it('shows a notice instead of a page flagged stopIfOffline', async () => {
    const { form, pages } = twoPageForm();
    pages[1].template!.stopIfOffline = true;
    await deviceCheckouts.add(form.clientId, '0c0c0c0c-0000-4000-8000-000000000002', form);
    fakeApi({});
    renderApp(`/client/form/${form.id}/page/${pages[1].id}`);
    expect(await screen.findByText('This page needs an internet connection')).toBeInTheDocument();
    expect(screen.queryByLabelText('What is your goal?')).not.toBeInTheDocument();
  });
});

describe('moving between the pages of a questionnaire', () => {
  it('loads the form once and shows a page opened again with the answers saved on it', async () => {
    const { form, pages } = twoPageForm();
    const api = fakeApi({ [`GET /api/form/${form.id}`]: { body: form }, [`PUT /api/answerSet/${pages[0].answerSetId}`]: saved(pages[0]) });
    const { user, location } = renderApp(`/client/form/${form.id}/page/${pages[0].id}`, { auth: client });
    await fill(user, await screen.findByLabelText('What do people call you?'), 'Annie');
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await waitFor(() => expect(location()).toBe(`/client/form/${form.id}/page/${pages[1].id}`));
    await user.click(await screen.findByRole('button', { name: 'Back' }));
    expect(await screen.findByDisplayValue('Annie')).toBeInTheDocument();
    expect(api.calls(`GET /api/form/${form.id}`)).toHaveLength(1);
  });
});

describe('File answers uploaded at once', () => {
  /** The page's uploads, held until the test answers each (as the service would, in any order). */
  function heldUploads() {
    const held: XMLHttpRequest[] = [];
    const send = jest.spyOn(XMLHttpRequest.prototype, 'send').mockImplementation(function (this: XMLHttpRequest) {
      held.push(this);
    });
    const answer = (request: XMLHttpRequest, value: string) => {
      Object.defineProperty(request, 'status', { value: 200 });
      Object.defineProperty(request, 'responseText', { value: JSON.stringify({ value }) });
      act(() => {
        request.onload!(new ProgressEvent('load'));
      });
    };
    return { held, answer, restore: () => send.mockRestore() };
  }
  const scan = (name: string) => new File(['%PDF-1.4'], name, { type: 'application/pdf' });
  const valueOf = (name: string) => `0f0f0f0f-0000-4000-8000-00000000000${name.length % 10}/${name}`;

  it('keeps every file of the page, whatever order the uploads finish in, and saves them together', async () => {
    const { form, pages } = twoPageForm();
    pages[1].template!.questions.push(
      question('id', 'A photo of your ID', 'File'),
      question('papers', 'Your discharge papers', 'File'),
      question('letter', 'A letter from work', 'File'),
    );
    const api = fakeApi({ [`GET /api/form/${form.id}`]: { body: form }, [`PUT /api/answerSet/${pages[1].answerSetId}`]: saved(pages[1]) });
    const uploads = heldUploads();
    try {
      const { user } = renderApp(`/client/form/${form.id}/page/${pages[1].id}`, { auth: client });
      const names = ['id.jpg', 'dd-214.pdf', 'letter.pdf'];
      for (const [i, label] of ['A photo of your ID', 'Your discharge papers', 'A letter from work'].entries())
        await user.upload(await screen.findByLabelText(label), scan(names[i]));
      expect(uploads.held).toHaveLength(3);
      for (const i of [2, 0, 1]) uploads.answer(uploads.held[i], valueOf(names[i]));
      await user.click(screen.getByRole('button', { name: 'Save' }));
      await waitFor(() =>
        expect(api.calls(`PUT /api/answerSet/${pages[1].answerSetId}`).at(-1)?.body).toMatchObject({
          answers: { id: valueOf(names[0]), papers: valueOf(names[1]), letter: valueOf(names[2]) },
        }),
      );
    } finally {
      uploads.restore();
    }
  });

  it('answers a File question with the file picked last, even when an earlier pick finishes after it', async () => {
    const { form, pages } = twoPageForm();
    pages[1].template!.questions.push(question('papers', 'Your discharge papers', 'File'));
    const api = fakeApi({ [`GET /api/form/${form.id}`]: { body: form }, [`PUT /api/answerSet/${pages[1].answerSetId}`]: saved(pages[1]) });
    const uploads = heldUploads();
    try {
      const { user } = renderApp(`/client/form/${form.id}/page/${pages[1].id}`, { auth: client });
      await user.upload(await screen.findByLabelText('Your discharge papers'), scan('blurred.pdf'));
      await user.upload(screen.getByLabelText('Your discharge papers'), scan('sharp.pdf'));
      uploads.answer(uploads.held[1], valueOf('sharp.pdf'));
      uploads.answer(uploads.held[0], valueOf('blurred.pdf'));
      await user.click(screen.getByRole('button', { name: 'Save' }));
      await waitFor(() => expect(api.calls(`PUT /api/answerSet/${pages[1].answerSetId}`).at(-1)?.body).toMatchObject({ answers: { papers: valueOf('sharp.pdf') } }));
      expect(screen.getByText(/sharp\.pdf/)).toBeInTheDocument();
    } finally {
      uploads.restore();
    }
  });
});

describe('a completed questionnaire (spec 02 §4: no edits after Complete Survey)', () => {
  it('opens its pages read-only, says it is complete, and sends nothing, not even answers left on the device', async () => {
    const { form, pages } = twoPageForm({ nickname: 'Ann' }, 4);
    form.formStatus = 'Completed';
    await unsavedAnswers.put({ answerSetId: pages[0].answerSetId, answers: { nickname: 'Annie' }, changedKeys: ['nickname'], baseVersion: 3, savedAt: 1 });
    const api = fakeApi({ [`GET /api/form/${form.id}`]: { body: form } });
    const { user, location } = renderApp(`/client/form/${form.id}/page/${pages[0].id}`, { auth: client });
    expect(await screen.findByText('You have completed this questionnaire, so its answers can no longer be changed.')).toBeInTheDocument();
    expect(screen.getByLabelText('What do people call you?')).toHaveValue('Ann');
    expect(screen.getByLabelText('What do people call you?')).toBeDisabled();
    expect(screen.getByRole('radio', { name: 'Yes' })).toBeDisabled();
    expect(screen.queryByRole('button', { name: 'Save' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await waitFor(() => expect(location()).toBe(`/client/form/${form.id}/page/${pages[1].id}`));
    expect(await screen.findByLabelText('What is your goal?')).toBeDisabled();
    expect(api.calls(`PUT /api/answerSet/${pages[0].answerSetId}`)).toHaveLength(0);
  });

  it('shows a save the server refuses (completed meanwhile on another device) as not saved, never as kept, and does not send it again', async () => {
    const { form, pages } = twoPageForm({ nickname: 'Ann' }, 4);
    const completed = { status: 409, body: { ...errorBody(Messages.formCompleted), MessageKey: { key: 'formCompleted' } } };
    const api = fakeApi({
      [`GET /api/form/${form.id}`]: { body: form },
      [`PUT /api/answerSet/${pages[0].answerSetId}`]: completed,
      [`GET /api/answerSet/${pages[0].answerSetId}`]: { body: pages[0].answerSet! },
    });
    const { user } = renderApp(`/client/form/${form.id}/page/${pages[0].id}`, { auth: client });
    await fill(user, await screen.findByLabelText('What do people call you?'), 'ie');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    const alert = await screen.findByText('This questionnaire has been completed and can no longer be changed.');
    expect(alert.closest('[role=alert]')).toHaveTextContent('An error occurred while saving your changes.');
    expect(screen.queryByText(/We kept your changes/)).not.toBeInTheDocument();
    expect(screen.queryByText('Saving…')).not.toBeInTheDocument();
    expect(api.calls(`PUT /api/answerSet/${pages[0].answerSetId}`)).toHaveLength(1);
    expect((await unsavedAnswers.get(pages[0].answerSetId))?.answers).toEqual({ nickname: 'Annie' });
  });
});

describe('the warning that a page was changed somewhere else', () => {
  it('is not given for this device’s own save that landed before a reload, and the answers go at the server’s version', async () => {
    // The device sent "Ann" (version 3 on the server) but its tab closed before the answer came; "Annie" waited on the device.
    const { form, pages } = twoPageForm({ nickname: 'Ann', story: 'Dayton' }, 3);
    await unsavedAnswers.put({
      answerSetId: pages[0].answerSetId,
      answers: { nickname: 'Annie', story: 'Dayton' },
      changedKeys: ['nickname', 'story'],
      baseVersion: 2,
      savedAt: 1,
    });
    const stale = { status: 409, body: { ...errorBody(Messages.editedSinceLoaded), MessageKey: { key: 'editedSinceLoaded' } } };
    const api = fakeApi({
      [`GET /api/form/${form.id}`]: { body: form },
      [`PUT /api/answerSet/${pages[0].answerSetId}`]: (request) => ((request.body as { concurrencyCheck: number }).concurrencyCheck === 3 ? saved(pages[0])(request) : stale),
      [`GET /api/answerSet/${pages[0].answerSetId}`]: { body: pages[0].answerSet! },
    });
    renderApp(`/client/form/${form.id}/page/${pages[0].id}`, { auth: client });
    expect(await screen.findByText('All changes saved')).toBeInTheDocument();
    await waitFor(() =>
      expect(api.calls(`PUT /api/answerSet/${pages[0].answerSetId}`).at(-1)?.body).toEqual({
        answers: { nickname: 'Annie', story: 'Dayton' },
        concurrencyCheck: 3,
        language: 'en',
      }),
    );
    expect(screen.queryByText(/also changed somewhere else/)).not.toBeInTheDocument();
  });

  it('is not given after a reload for what was typed while a save was on its way: the device keeps it at the version it saved', async () => {
    const { form, pages } = twoPageForm({}, 0);
    let answerFirstSave: () => void = () => undefined;
    const api = fakeApi({
      [`GET /api/form/${form.id}`]: { body: form },
      [`PUT /api/answerSet/${pages[0].answerSetId}`]: (request) =>
        api.calls(`PUT /api/answerSet/${pages[0].answerSetId}`).length === 1
          ? new Promise((resolve) => (answerFirstSave = () => resolve(saved(pages[0])(request))))
          : { status: 503, body: errorBody(Messages.temporarilyUnavailable) },
    });
    const { user } = renderApp(`/client/form/${form.id}/page/${pages[0].id}`, { auth: client });
    await fill(user, await screen.findByLabelText('What do people call you?'), 'Ann');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await fill(user, screen.getByLabelText('What do people call you?'), 'ie');
    act(() => answerFirstSave());
    await waitFor(async () => expect(await unsavedAnswers.get(pages[0].answerSetId)).toMatchObject({ answers: { nickname: 'Annie' }, baseVersion: 1 }));
  });
});

describe('a failed required check', () => {
  it('puts the focus on the first question in error, which names its error to a screen reader', async () => {
    const { form, pages } = twoPageForm({ nickname: 'Ann' }, 1);
    pages[0].template!.questions = STORY.map((q) => (q.key === 'jobs' || q.key === 'story' ? { ...q, isRequired: true } : q));
    fakeApi({ [`GET /api/form/${form.id}`]: { body: form } });
    const { user } = renderApp(`/client/form/${form.id}/page/${pages[0].id}`, { auth: client });
    await user.click(await screen.findByRole('button', { name: 'Next' }));
    await waitFor(() => expect(screen.getByRole('checkbox', { name: 'Construction' })).toHaveFocus());
    expect(screen.getByRole('group', { name: 'Which kinds of work have you done?' })).toHaveAccessibleDescription('Please answer this question.');
    expect(screen.getByLabelText('Where did you grow up?')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText('Where did you grow up?')).toHaveAccessibleDescription('Please answer this question.');
  });
});

describe('the review', () => {
  afterEach(() => void i18n.changeLanguage('en'));
  const reviewOf = (form: Form) =>
    fakeApi({
      [`GET /api/form/${form.id}`]: { body: form },
      [`POST /api/form/${form.id}/finalize`]: { body: { ...form, formStatus: 'Completed', completed: '2026-11-02T00:00:00.000Z' } },
    });

  it('asks before Complete Survey, saying the attorney is told and nothing can change after; Not Yet completes nothing', async () => {
    const { form } = twoPageForm({ nickname: 'Ann' }, 1);
    const api = reviewOf(form);
    const { user } = renderApp(`/client/form/${form.id}/review`, { auth: client });
    await user.click(await screen.findByRole('button', { name: 'Complete Survey' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Complete your questionnaire?' });
    expect(dialog).toHaveAccessibleDescription('Your attorney will be told that you have finished and will see your answers. After this, you cannot change any answer.');
    expect(dialog).toHaveFocus();
    await user.click(within(dialog).getByRole('button', { name: 'Not Yet' }));
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(api.calls(`POST /api/form/${form.id}/finalize`)).toHaveLength(0);
    await user.click(screen.getByRole('button', { name: 'Complete Survey' }));
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Yes, Complete Survey' }));
    expect(await screen.findByText('Thank You')).toBeInTheDocument();
    expect(api.calls(`POST /api/form/${form.id}/finalize`)).toHaveLength(1);
  });

  it('asks in Spanish, and writes dates as people read them in the client’s language', async () => {
    const { form } = twoPageForm({ nickname: 'Ann', born: '1988-03-14' }, 1);
    reviewOf(form);
    const { user } = renderApp(`/client/form/${form.id}/review`, { auth: client });
    expect(await screen.findByText('March 14, 1988')).toBeInTheDocument();
    await act(() => i18n.changeLanguage('es'));
    expect(await screen.findByText('14 de marzo de 1988')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Completar el cuestionario' }));
    const dialog = await screen.findByRole('alertdialog', { name: '¿Desea completar su cuestionario?' });
    expect(dialog).toHaveAccessibleDescription(
      'Su abogado recibirá un aviso de que usted terminó y podrá ver sus respuestas. Después de esto, usted ya no podrá cambiar ninguna respuesta.',
    );
    expect(within(dialog).getByRole('button', { name: 'Todavía no' })).toBeInTheDocument();
  });

  it('lists the pages with required questions still to answer, each a link to its page', async () => {
    const { form, pages } = twoPageForm({ story: 'Dayton' }, 1);
    reviewOf(form);
    const { user, location } = renderApp(`/client/form/${form.id}/review`, { auth: client });
    const toDo = (await screen.findByText('These pages still have questions to answer before you can complete the survey:')).closest('[role=status]') as HTMLElement;
    expect(
      within(toDo)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['1. Your Story: What do people call you?']);
    await user.click(within(toDo).getByRole('link', { name: '1. Your Story' }));
    expect(location()).toBe(`/client/form/${form.id}/page/${pages[0].id}?allowJump`);
  });

  it('of a completed questionnaire shows the answers and says it is complete, with no Complete Survey', async () => {
    const { form } = twoPageForm({ nickname: 'Ann' }, 1);
    form.formStatus = 'Completed';
    reviewOf(form);
    renderApp(`/client/form/${form.id}/review`, { auth: client });
    expect(await screen.findByText('You have completed this questionnaire, so its answers can no longer be changed.')).toBeInTheDocument();
    expect(screen.getByText('Ann')).toBeInTheDocument();
    expect(screen.getAllByRole('link', { name: 'View' })).toHaveLength(2);
    expect(screen.queryByRole('button', { name: 'Complete Survey' })).not.toBeInTheDocument();
  });
});

describe('a File answer before the questionnaire is completed', () => {
  it('can be removed: the answer is cleared and saved so', async () => {
    const { form, pages } = twoPageForm();
    pages[1].template!.questions.push(question('papers', 'Your discharge papers', 'File'));
    pages[1].answerSet!.answers = { papers: '0f0f0f0f-0000-4000-8000-000000000001/dd-214.pdf' };
    pages[1].answerSet!.concurrencyCheck = 1;
    const api = fakeApi({ [`GET /api/form/${form.id}`]: { body: form }, [`PUT /api/answerSet/${pages[1].answerSetId}`]: saved(pages[1]) });
    const { user } = renderApp(`/client/form/${form.id}/page/${pages[1].id}`, { auth: client });
    expect(await screen.findByText(/Uploaded: dd-214\.pdf/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Remove file' }));
    expect(screen.queryByText(/Uploaded: dd-214\.pdf/)).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(api.calls(`PUT /api/answerSet/${pages[1].answerSetId}`).at(-1)?.body).toEqual({ answers: { papers: null }, concurrencyCheck: 1, language: 'en' }));
  });
});

describe('where the client is in the questionnaire (issue 33)', () => {
  it('tells the server each page the client opens, once per move, and nothing for a completed questionnaire', async () => {
    const { form, pages } = twoPageForm();
    const api = fakeApi({ [`GET /api/form/${form.id}`]: { body: form }, [`PUT /api/form/${form.id}/position`]: { status: 204 } });
    const { user, location } = renderApp(`/client/form/${form.id}/page/${pages[1].id}`, { auth: client });
    await user.click(await screen.findByRole('button', { name: 'Back' }));
    await waitFor(() => expect(location()).toBe(`/client/form/${form.id}/page/${pages[0].id}`));
    await screen.findByLabelText('What do people call you?');
    await waitFor(() => expect(api.calls(`PUT /api/form/${form.id}/position`).map((call) => call.body)).toEqual([{ pageId: pages[1].id }, { pageId: pages[0].id }]));

    const done = twoPageForm({ nickname: 'Ann' }, 1);
    done.form.formStatus = 'Completed';
    const doneApi = fakeApi({ [`GET /api/form/${done.form.id}`]: { body: done.form } });
    renderApp(`/client/form/${done.form.id}/page/${done.pages[1].id}`, { auth: client });
    expect(await screen.findAllByText('You have completed this questionnaire, so its answers can no longer be changed.')).not.toHaveLength(0);
    expect(doneApi.calls(`PUT /api/form/${done.form.id}/position`)).toEqual([]);
  });

  it('Jump to Page opens every page the client has reached, from any page before it', async () => {
    const { form, pages } = twoPageForm();
    form.position = { lastPageId: pages[0].id, furthestPageId: pages[1].id };
    fakeApi({ [`GET /api/form/${form.id}`]: { body: form } });
    const { user, location } = renderApp(`/client/form/${form.id}/page/${pages[0].id}`, { auth: client });
    expect(await screen.findByRole('option', { name: '2. Your Goals' })).toBeEnabled();
    await user.selectOptions(screen.getByRole('combobox', { name: 'Jump to Page' }), '2. Your Goals');
    await waitFor(() => expect(location()).toBe(`/client/form/${form.id}/page/${pages[1].id}`));
  });

  it('Jump to Page keeps a page not reached yet closed', async () => {
    const { form, pages } = twoPageForm();
    form.position = { lastPageId: pages[0].id, furthestPageId: pages[0].id };
    fakeApi({ [`GET /api/form/${form.id}`]: { body: form } });
    renderApp(`/client/form/${form.id}/page/${pages[0].id}`, { auth: client });
    expect(await screen.findByRole('option', { name: '2. Your Goals' })).toBeDisabled();
  });
});
