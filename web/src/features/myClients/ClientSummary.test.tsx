import { screen, waitFor, within } from '@testing-library/react';
import type { CaseSummary, Client } from '@app/contracts';
import { errorBody, fakeApi, listAnswer } from '../../../test/fake-api';
import { proctoredClientForm } from '../../../test/forms';
import { renderApp, session } from '../../../test/render';

const source = (pageKey: string, page: string, questionKey: string, question: string) => ({ pageKey, page, questionKey, question });
const thoughts = source('MentalHealth', 'Mental Health History', 'suicideThoughtsRecent', 'Have you had these thoughts in the past month?');
const father = source('FamilyOfOrigin', 'Family of Origin', 'caregiverIncarcerationMore', 'If you want, tell us more. How old were you?');

/** What reporting answers of a life with a red flag, a theme, an evaluation, a follow-up and two dated lines. */
const summary: CaseSummary = {
  atAGlance: {
    redFlags: [
      {
        title: 'Current suicide risk',
        facts: [{ text: 'Says he has had thoughts of suicide in the past month', sources: [thoughts] }],
        action: 'Ask jail medical for a suicide-risk assessment.',
      },
    ],
    themes: [{ title: 'Childhood adversity and trauma', facts: [{ text: 'Father went to prison when he was 9', sources: [father] }] }],
    evaluations: [{ title: 'Neuropsychological testing', facts: [{ text: 'A head injury with learning problems', sources: [father] }] }],
    followUps: [{ kind: 'inconsistency', text: 'The ACE says no household member went to prison; Family of Origin says his father did', sources: [father] }],
  },
  chronology: [
    {
      when: { year: 1987, month: 9, day: 12 },
      lane: 'home',
      date: 'September 12, 1987',
      text: 'Born in Dayton, Ohio',
      label: 'Born',
      sources: [source('AboutYou', 'Personal Information', 'dateOfBirth', 'Date of birth')],
    },
    { when: { year: 1997, approximate: true }, age: 9, lane: 'home', date: 'about 1997', text: 'Father went to jail or prison', label: 'Father to prison', sources: [father] },
  ],
  timelineSvg: '<svg xmlns="http://www.w3.org/2000/svg" width="468pt" height="120pt" viewBox="0 0 468 120"><title>Timeline of Anselm Kowalczyk’s life</title></svg>',
};
const nothingYet: CaseSummary = { atAGlance: { redFlags: [], themes: [], evaluations: [], followUps: [] }, chronology: [], timelineSvg: null };

/** The client view of a client whose questionnaire exists, opened on its Summary tab. */
async function summaryTab(answer: Parameters<typeof fakeApi>[0][string]) {
  const { form, client } = proctoredClientForm();
  const viewed: Client = { ...client, isProctored: false };
  const api = fakeApi({
    [`GET /api/client/${client.id}`]: { body: viewed },
    [`GET /api/form/${form.id}`]: { body: form },
    'GET /api/form': listAnswer([]),
    [`GET /api/form/${form.id}/summary`]: answer,
  });
  const { user } = renderApp(`/subscriber/client/${client.id}`, { auth: session(['Subscriber']) });
  await user.click(await screen.findByRole('tab', { name: 'Summary' }));
  return { api, form };
}

describe('the client view: Summary', () => {
  it('shows the red flags first, then the themes, the evaluations, what to follow up, the life as a picture and the chronology, each statement with its page', async () => {
    const { api, form } = await summaryTab({ body: summary });
    const headings = await screen.findAllByRole('heading', { level: 2 });
    expect(headings.map((heading) => heading.textContent)).toEqual(['Red Flags', 'Mitigation Themes', 'Evaluations to Consider', 'To Follow Up', 'Life Chronology']);
    const flag = screen.getByRole('alert');
    expect(within(flag).getByText('Current suicide risk')).toBeInTheDocument();
    expect(flag).toHaveTextContent('Says he has had thoughts of suicide in the past month (Mental Health History)');
    expect(flag).toHaveTextContent('What to do: Ask jail medical for a suicide-risk assessment.');
    expect(screen.getByText('Childhood adversity and trauma')).toBeInTheDocument();
    expect(screen.getByText('Neuropsychological testing')).toBeInTheDocument();
    expect(screen.getByText('Answers disagree')).toBeInTheDocument();
    const picture = screen.getByRole('img', { name: 'Timeline of Anselm Kowalczyk’s life' });
    expect(decodeURIComponent(picture.getAttribute('src')!)).toBe(`data:image/svg+xml;charset=utf-8,${summary.timelineSvg}`);
    const rows = within(screen.getByRole('table'))
      .getAllByRole('row')
      .map((row) => row.textContent);
    expect(rows).toEqual([
      'DatePart of lifeWhat happenedSource',
      'September 12, 1987Home and familyBorn in Dayton, Ohio(Personal Information)',
      'about 1997 (age 9)Home and familyFather went to jail or prison(Family of Origin)',
    ]);
    expect(api.requests.filter((request) => request.path === `/api/form/${form.id}/summary`).map((request) => request.authorization)).toEqual([expect.stringMatching(/^Bearer /)]);
  });

  it('says so where the answers hold nothing yet', async () => {
    await summaryTab({ body: nothingYet });
    for (const text of [
      'The answers so far raise no red flag.',
      'The answers so far support no theme yet.',
      'The answers so far call for no evaluation yet.',
      'Nothing to follow up so far.',
      'No answer gives a date yet.',
    ]) {
      expect(await screen.findByText(text)).toBeInTheDocument();
    }
    expect(screen.queryByRole('img', { name: /Timeline/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });

  it('says it could not load the summary, with the reason', async () => {
    await summaryTab({ status: 404, body: errorBody('The form was not found.') });
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent('Unable to load the summary.'));
    expect(screen.getByRole('alert')).toHaveTextContent('The form was not found.');
  });
});
