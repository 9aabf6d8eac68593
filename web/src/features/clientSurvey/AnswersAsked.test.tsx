import 'fake-indexeddb/auto';
import { screen, within } from '@testing-library/react';
import { SUPPORTERS_TEMPLATE_KEY, type AnswerSet, type Form, type PageTemplate, type Question } from '@app/contracts';
import { fakeApi, type FakeRequest } from '../../../test/fake-api';
import { proctoredClientForm } from '../../../test/forms';
import { fill, renderApp, session } from '../../../test/render';
import { i18n } from '../../i18n/i18n';

/**
 * What a page asks of the client before Next (contracts' `missingAnswers`, issue 33): nothing of an empty
 * supporter's slot, nothing of a screen offered in English only to a reader of another language.
 */

const question = (key: string, label: string, over: Partial<Question> = {}): Question => ({ key, label, questionType: 'Text', isRequired: false, ...over });
const slot = (n: number): Question[] => {
  const shown = n === 1 ? {} : { conditionalFieldKey: `addSupporter${n}`, conditionalOperator: 'Equals' as const, conditionalFieldValue: 'Yes' };
  return [
    ...(n === 1 ? [] : [question(`addSupporter${n}`, 'Would you like to add another supporter?', { questionType: 'RadioButtonList', options: ['Yes', 'No'] })]),
    question(`supporter${n}FirstName`, `Supporter ${n}: First name`, { isRequired: true, ...shown }),
    question(`supporter${n}LastName`, `Supporter ${n}: Last name`, { isRequired: true, ...shown }),
    question(`supporter${n}Relationship`, `Supporter ${n}: Relationship to you`, { isRequired: true, ...shown }),
    question(`supporter${n}Email`, `Supporter ${n}: Email address`, shown),
    question(`supporter${n}Phone`, `Supporter ${n}: Mobile phone number (XXX-XXX-XXXX)`, shown),
  ];
};

/** A client's form whose first page has `template`'s key, title, questions and translations; the second is "Page 2". */
function formWith(template: Partial<PageTemplate>) {
  const { form } = proctoredClientForm();
  const [first] = form.pages!;
  first.template = { ...first.template!, ...template };
  return { form, first, client: session(['Client'], form.applicationUserId, 'ann@example.test') };
}

function open(form: Form, client: ReturnType<typeof formWith>['client']) {
  const [first] = form.pages!;
  const saved = (request: FakeRequest) => ({ body: { ...first.answerSet!, ...(request.body as Pick<AnswerSet, 'answers'>), concurrencyCheck: 1 } });
  fakeApi({ [`GET /api/form/${form.id}`]: { body: form }, [`PUT /api/answerSet/${first.answerSetId}`]: saved, 'POST /api/client/language': { status: 204 } });
  return renderApp(`/client/form/${form.id}/page/${first.id}`, { auth: client });
}

afterEach(() => void i18n.changeLanguage('en'));

describe('the letters-of-support page', () => {
  const letters = {
    key: SUPPORTERS_TEMPLATE_KEY,
    title: 'Letters of Support',
    questions: [question('intro', 'Letters from people who know you can help your case.', { questionType: 'Label' }), ...slot(1), ...slot(2)],
  };

  it('lets a client with nobody to name go on, the empty slot asking nothing', async () => {
    const { form, client } = formWith(letters);
    const { user } = open(form, client);
    expect(await screen.findByLabelText('Supporter 1: First name')).not.toBeRequired();
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByRole('heading', { name: 'Page 2' })).toBeInTheDocument();
  });

  it('asks a started slot for what it still needs, and marks it required', async () => {
    const { form, client } = formWith(letters);
    const { user } = open(form, client);
    await fill(user, await screen.findByLabelText('Supporter 1: First name'), 'Ann');
    expect(screen.getByLabelText('Supporter 1: Last name')).toBeRequired();
    await user.click(screen.getByRole('button', { name: 'Next' }));
    const notice = await screen.findByText(/Please review the answers highlighted in red/);
    expect(notice.textContent).toContain(
      '• Supporter 1: Last name\n• Supporter 1: Relationship to you\n• Supporter 1: Email address\n• Supporter 1: Mobile phone number (XXX-XXX-XXXX)',
    );
    expect(notice.textContent).not.toContain('Supporter 1: First name');
    expect(screen.queryByRole('heading', { name: 'Page 2' })).not.toBeInTheDocument();
  });
});

describe('a screen with no validated version in the client’s language', () => {
  const screenPage = {
    key: 'PCL5',
    title: 'Stressful Experiences',
    questions: [question('pcl5_1', 'Repeated, disturbing memories', { questionType: 'RadioButtonList', isRequired: true, options: ['Not at all', 'Extremely'] })],
    translations: { es: { title: 'Reacciones a una experiencia estresante', englishOnly: 'No validated Spanish version.', questions: {} } },
  };

  it('is optional for a Spanish reader, who goes on with it blank', async () => {
    const { form, client } = formWith(screenPage);
    const { user } = open(form, client);
    await user.click(await screen.findByText('Español'));
    expect(await screen.findByText('Estas preguntas están en inglés porque no hay una versión validada en español. No tiene que contestarlas.')).toBeInTheDocument();
    // Not marked required (a group's mark is its legend's).
    expect(screen.getByText('Repeated, disturbing memories')).not.toHaveClass('cs-required');
    await user.click(screen.getByRole('button', { name: 'Siguiente' }));
    expect(await screen.findByRole('heading', { name: 'Page 2' })).toBeInTheDocument();
  });

  it('is still asked of an English reader', async () => {
    const { form, client } = formWith(screenPage);
    const { user } = open(form, client);
    expect(await screen.findByText('Repeated, disturbing memories')).toHaveClass('cs-required');
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect((await screen.findByText(/Please review the answers highlighted in red/)).textContent).toContain('• Repeated, disturbing memories');
  });
});

describe('the 988 Suicide & Crisis Lifeline under an answer about harming oneself', () => {
  const phq9 = {
    key: 'PHQ9',
    title: 'How You Have Been Feeling',
    questions: [
      question('phq9_9', 'Thoughts that you would be better off dead or of hurting yourself in some way', {
        questionType: 'RadioButtonList',
        options: ['Not at all', 'Several days', 'More than half the days', 'Nearly every day'],
      }),
    ],
  };
  const mentalHealth = {
    key: 'MentalHealth',
    title: 'Mental Health',
    questions: [
      question('suicideThoughts', 'Have you ever thought about killing yourself?', { questionType: 'RadioButtonList', options: ['Yes', 'No', 'Prefer not to say'] }),
      question('suicideThoughtsRecent', 'Have you had these thoughts in the past month?', {
        questionType: 'RadioButtonList',
        options: ['Yes', 'No', 'Prefer not to say'],
        conditionalFieldKey: 'suicideThoughts',
        conditionalOperator: 'Equals',
        conditionalFieldValue: 'Yes',
      }),
      question('selfHarm', 'Have you ever hurt yourself on purpose?', { questionType: 'RadioButtonList', options: ['Yes', 'No'] }),
    ],
  };
  const lifeline = () => screen.queryByText(/If you are thinking about harming yourself, you are not alone/);

  it('appears at once on PHQ-9 item 9 above "Not at all", with 988 to call or text, 911, and that the attorney will see the answers', async () => {
    const { form, client } = formWith(phq9);
    const { user } = open(form, client);
    await user.click(await screen.findByRole('radio', { name: 'Not at all' }));
    expect(lifeline()).not.toBeInTheDocument();
    await user.click(screen.getByRole('radio', { name: 'Several days' }));
    const notice = lifeline()!.closest('[role=status]') as HTMLElement;
    expect(notice).toHaveTextContent(
      'If you are thinking about harming yourself, you are not alone. Call or text 988 (988 Suicide & Crisis Lifeline), free and open 24 hours a day. If you are in danger right now, call 911.',
    );
    expect(notice).toHaveTextContent('Your attorney will see your answers, including this one.');
    expect(within(notice).getByRole('link', { name: '988' })).toHaveAttribute('href', 'tel:988');
    expect(within(notice).getByRole('link', { name: '911' })).toHaveAttribute('href', 'tel:911');
    expect(within(notice).getByRole('link', { name: 'Call 988' })).toHaveAttribute('href', 'tel:988');
    expect(within(notice).getByRole('link', { name: 'Text 988' })).toHaveAttribute('href', 'sms:988');
    await user.click(screen.getByRole('radio', { name: 'Not at all' }));
    expect(lifeline()).not.toBeInTheDocument();
  });

  it('appears in Spanish for a Spanish reader, with 988 and its Spanish line', async () => {
    const { form, client } = formWith(phq9);
    const { user } = open(form, client);
    await user.click(await screen.findByText('Español'));
    await user.click(await screen.findByRole('radio', { name: 'Nearly every day' }));
    const notice = (await screen.findByText(/Si está pensando en hacerse daño, no está solo/)).closest('[role=status]') as HTMLElement;
    expect(notice).toHaveTextContent(
      'Si está pensando en hacerse daño, no está solo. Llame o envíe un mensaje de texto al 988 (Línea 988 de Prevención del Suicidio y Crisis), gratis y disponible las 24 horas. Para hablar en español, marque 988 y oprima el 2. Si está en peligro ahora mismo, llame al 911.',
    );
    expect(notice).toHaveTextContent('Su abogado podrá ver sus respuestas, incluida esta.');
    expect(within(notice).getByRole('link', { name: 'Llamar al 988' })).toHaveAttribute('href', 'tel:988');
    expect(within(notice).getByRole('link', { name: 'Enviar texto al 988' })).toHaveAttribute('href', 'sms:988');
  });

  it('appears under Mental Health’s "in the past month?" answered Yes, right below it', async () => {
    const { form, client } = formWith(mentalHealth);
    const { user } = open(form, client);
    const ever = await screen.findByRole('group', { name: 'Have you ever thought about killing yourself?' });
    await user.click(within(ever).getByRole('radio', { name: 'Yes' }));
    const recent = await screen.findByRole('group', { name: 'Have you had these thoughts in the past month?' });
    await user.click(within(recent).getByRole('radio', { name: 'No' }));
    expect(lifeline()).not.toBeInTheDocument();
    await user.click(within(recent).getByRole('radio', { name: 'Yes' }));
    const notice = lifeline()!.closest('[role=status]') as HTMLElement;
    // Right after the question it answers, before the next one.
    expect(recent.compareDocumentPosition(notice) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(notice.compareDocumentPosition(screen.getByRole('group', { name: 'Have you ever hurt yourself on purpose?' })) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });
});
