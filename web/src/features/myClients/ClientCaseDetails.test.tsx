import { screen, waitFor, within } from '@testing-library/react';
import { NO_CASE_DETAILS, type CaseDetails, type Client, type Form } from '@app/contracts';
import { fakeApi, listAnswer, type FakeRequest } from '../../../test/fake-api';
import { proctoredClientForm } from '../../../test/forms';
import { renderApp, session } from '../../../test/render';

/** A client who answered the Current Case page, and whose attorney gave only the judge so far. */
function clientWithCase(saved: CaseDetails = { ...NO_CASE_DETAILS, judge: 'Hon. Maria Alvarez' }) {
  const { form, client } = proctoredClientForm();
  const currentCase = form.pages![1];
  currentCase.template = {
    ...currentCase.template!,
    key: 'CurrentCase',
    subscriberTitle: 'Current Case',
    questions: [
      { key: 'court', label: 'What court is your case in?', questionType: 'Text', isRequired: false },
      { key: 'courtSystem', label: 'Is it a state case or a federal case?', questionType: 'RadioButtonList', isRequired: false, options: ['State', 'Federal', 'Not sure'] },
      { key: 'caseNumber', label: 'What is your case number, if you know it?', questionType: 'Text', isRequired: false },
      {
        key: 'custodyStatus',
        label: 'Where are you now?',
        questionType: 'RadioButtonList',
        isRequired: false,
        options: ['In jail or prison', 'Out on bail or bond', 'Out without bail', 'Other'],
      },
      {
        key: 'facility',
        label: 'What is the name of the jail or prison?',
        questionType: 'Text',
        isRequired: false,
        conditionalFieldKey: 'custodyStatus',
        conditionalFieldValue: 'In jail or prison',
        conditionalOperator: 'Equals',
      },
    ],
  };
  // The facility answered before the client said they are out on bond: no longer shown, so no answer.
  currentCase.answerSet!.answers = {
    court: 'Franklin County Court of Common Pleas',
    courtSystem: 'State',
    caseNumber: '25 CR 004417',
    custodyStatus: 'Out on bail or bond',
    facility: 'Franklin County Jail',
  };
  const viewed: Client = {
    ...client,
    isProctored: false,
    caseDetails: saved,
    subscriptionUser: { applicationUserId: client.subscriberId, displayName: 'Ada Lovelace', subscriptionId: null },
  };
  return { client: viewed, form: { ...form, isProctored: false } as Form };
}

function view(fixture = clientWithCase()) {
  let current = fixture.client;
  const saves: FakeRequest[] = [];
  const api = fakeApi({
    [`GET /api/client/${fixture.client.id}`]: () => ({ body: current }),
    [`GET /api/form/${fixture.form.id}`]: { body: fixture.form },
    'GET /api/form': listAnswer([]),
    [`PUT /api/client/${fixture.client.id}/caseDetails`]: (request) => {
      saves.push(request);
      current = { ...current, caseDetails: request.body as CaseDetails };
      return { body: request.body };
    },
  });
  return { ...renderApp(`/subscriber/client/${fixture.client.id}`, { auth: session(['Subscriber']) }), api, saves, ...fixture };
}

const row = (label: string) => screen.getByText(label, { selector: 'th, th *' }).closest('tr')!;

describe('the case details on the Overview', () => {
  it("show the attorney's values, else the client's answers, marked so", async () => {
    view();
    expect(await screen.findByText('Franklin County Court of Common Pleas')).toBeInTheDocument();
    expect(within(screen.getByText('Franklin County Court of Common Pleas').parentElement!).getByText("(client's answer)")).toBeInTheDocument();
    expect(screen.getByText('Hon. Maria Alvarez')).toBeInTheDocument();
    expect(screen.getByText('25 CR 004417')).toBeInTheDocument();
    expect(screen.getByText('Out on bail or bond')).toBeInTheDocument();
    // An answer behind a condition that no longer holds is not the client's answer.
    expect(screen.queryByText('Franklin County Jail')).not.toBeInTheDocument();
    // Whom the report is prepared for: the account's name until the attorney gives another.
    expect(screen.getByText('Ada Lovelace')).toBeInTheDocument();
  });

  it("are edited prefilled and saved: a changed field is the attorney's, one left as the client answered it or cleared is not given", async () => {
    const { user, saves } = view();
    await screen.findByText('Franklin County Court of Common Pleas');
    await user.click(screen.getByRole('button', { name: 'Edit Case Details' }));
    expect(screen.getByRole('textbox', { name: 'Court' })).toHaveValue('Franklin County Court of Common Pleas');
    expect(screen.getByRole('textbox', { name: 'Judge' })).toHaveValue('Hon. Maria Alvarez');

    await user.clear(screen.getByRole('textbox', { name: 'Case Number' }));
    await user.paste('2025 CR 00123');
    await user.type(screen.getByRole('combobox', { name: 'State' }), 'Ohio');
    await user.click(within(document.querySelector<HTMLElement>('.ant-select-dropdown')!).getByTitle('Ohio'));
    await user.clear(screen.getByRole('textbox', { name: 'Judge' }));
    await user.click(screen.getByRole('textbox', { name: 'Firm' }));
    await user.paste('Doe & Roe LLP');
    await user.type(screen.getByLabelText('Next Court Date'), '2026-04-02');
    await user.click(screen.getByRole('button', { name: 'Save' }));

    await waitFor(() => expect(saves).toHaveLength(1));
    expect(saves[0].body).toEqual({ ...NO_CASE_DETAILS, caseNumber: '2025 CR 00123', state: 'Ohio', nextCourtDate: '2026-04-02', firm: 'Doe & Roe LLP' });
    expect(await screen.findByText('The case details were saved.')).toBeInTheDocument();
    expect(await screen.findByText('2025 CR 00123')).toBeInTheDocument();
    expect(row('State')).toHaveTextContent('Ohio');
    expect(row('Next Court Date')).toHaveTextContent('April 2, 2026');
    expect(row('Judge')).toHaveTextContent('Not given');
    expect(row('Court')).toHaveTextContent("Franklin County Court of Common Pleas (client's answer)");
  });

  it("refuse what the service refuses, with the service's texts", async () => {
    const fixture = clientWithCase();
    const { user, api } = view(fixture);
    api.on(`PUT /api/client/${fixture.client.id}/caseDetails`, {
      status: 400,
      body: { Details: 'The data you provided could not be validated.', SubErrors: ['nextCourtDate: Please enter a valid date'] },
    });
    await user.click(await screen.findByRole('button', { name: 'Edit Case Details' }));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(/nextCourtDate: Please enter a valid date/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Save' })).toBeInTheDocument();
  });
});
