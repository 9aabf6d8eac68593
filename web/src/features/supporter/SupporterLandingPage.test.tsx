import { screen, waitFor } from '@testing-library/react';
import { E_SIGN_CONSENT_TEXTS, SupporterMessages, type SupporterLandingData, type SupporterSubmission } from '@app/contracts';
import { errorBody, fakeApi, type FakeRequest } from '../../../test/fake-api';
import { fill, renderApp } from '../../../test/render';
import { i18n } from '../../i18n/i18n';
import { letterDraftOnDevice } from './letterDraft';

const CODE = 'HQ7K2MXPR4TZN';

const landing = (over: Partial<SupporterLandingData> = {}): SupporterLandingData => ({
  isValidShortCode: true,
  supporterId: '5a7e0000-0000-4000-8000-000000000001',
  clientFirstName: 'Ann',
  firstName: 'Rosa',
  lastName: 'Zimmer',
  clientRelationship: 'Mother',
  supportText: null,
  signatureName: null,
  isComplete: false,
  eSignConsentText: E_SIGN_CONSENT_TEXTS.en,
  language: 'en',
  ...over,
});

/** The clients service's answer to a submission: the letter as saved. */
const submitted = (request: FakeRequest) => {
  const body = request.body as SupporterSubmission;
  return { body: landing({ supportText: body.supportText, signatureName: body.signatureName || null, isComplete: body.isComplete }) };
};

describe('the supporter’s letter page', () => {
  it('says an unknown link is invalid', async () => {
    fakeApi({
      'GET /api/supporter/landingData': {
        body: { ...landing({ supporterId: null, clientFirstName: null, firstName: null, lastName: null, clientRelationship: null }), isValidShortCode: false },
      },
    });
    renderApp(`/p/${CODE}`);
    expect(await screen.findByText('The link you followed is invalid.')).toBeInTheDocument();
  });

  it('keeps the letter on the device as it is typed, then saves it as a draft', async () => {
    const api = fakeApi({ 'GET /api/supporter/landingData': { body: landing() }, 'POST /api/supporter/submit': submitted });
    const { user } = renderApp(`/p/${CODE}`);
    expect(await screen.findByRole('heading', { name: 'A Letter of Support for Ann' })).toBeInTheDocument();
    expect(api.calls('GET /api/supporter/landingData')[0].query.get('shortCode')).toBe(CODE);
    await fill(user, screen.getByLabelText('Your letter'), 'I have known Ann since she was born.');
    expect(letterDraftOnDevice.get(CODE)).toEqual({ supportText: 'I have known Ann since she was born.', signatureName: '' });
    await waitFor(() => expect(api.calls('POST /api/supporter/submit')).toHaveLength(1), { timeout: 6_000 });
    expect(api.calls('POST /api/supporter/submit')[0].body).toEqual({
      shortCode: CODE,
      supportText: 'I have known Ann since she was born.',
      signatureName: '',
      isComplete: false,
      eSignConsent: false,
    });
    expect(await screen.findByText(/Draft saved/)).toBeInTheDocument();
    expect(letterDraftOnDevice.get(CODE)).toBeNull();
  });

  it('brings back a draft the server never got and saves it', async () => {
    letterDraftOnDevice.put(CODE, { supportText: 'Written on the bus.', signatureName: 'Rosa Zimmer' });
    const api = fakeApi({ 'GET /api/supporter/landingData': { body: landing({ supportText: 'Written at home.' }) }, 'POST /api/supporter/submit': submitted });
    renderApp(`/p/${CODE}`);
    expect(await screen.findByDisplayValue('Written on the bus.')).toBeInTheDocument();
    await waitFor(() => expect(api.calls('POST /api/supporter/submit')).toHaveLength(1));
    expect(api.calls('POST /api/supporter/submit')[0].body).toMatchObject({ supportText: 'Written on the bus.', signatureName: 'Rosa Zimmer', isComplete: false });
  });

  it('keeps a draft whose save failed on the device and says so', async () => {
    fakeApi({ 'GET /api/supporter/landingData': { body: landing() }, 'POST /api/supporter/submit': { status: 503, body: errorBody('Service Unavailable') } });
    letterDraftOnDevice.put(CODE, { supportText: 'No signal here.', signatureName: '' });
    renderApp(`/p/${CODE}`);
    expect(await screen.findByText(/kept on this device/)).toBeInTheDocument();
    expect(letterDraftOnDevice.get(CODE)).toEqual({ supportText: 'No signal here.', signatureName: '' });
  });

  it('asks for the letter, the signature name and the e-sign consent, then signs it; the page is then read-only', async () => {
    const api = fakeApi({ 'GET /api/supporter/landingData': { body: landing() }, 'POST /api/supporter/submit': submitted });
    const { user } = renderApp(`/p/${CODE}`);
    await user.click(await screen.findByRole('button', { name: 'Submit to Attorney' }));
    expect(await screen.findByText(SupporterMessages.supportTextRequired)).toBeInTheDocument();
    expect(screen.getByText(SupporterMessages.signatureNameRequired)).toBeInTheDocument();
    expect(screen.getByText(SupporterMessages.eSignConsentRequired)).toBeInTheDocument();
    expect(api.calls('POST /api/supporter/submit')).toHaveLength(0);

    await fill(user, screen.getByLabelText('Your letter'), 'Ann works hard and looks after her brother.');
    await fill(user, screen.getByLabelText('Signature name'), 'Rosa Zimmer');
    await user.click(screen.getByRole('checkbox', { name: E_SIGN_CONSENT_TEXTS.en }));
    await user.click(screen.getByRole('button', { name: 'Submit to Attorney' }));
    expect(await screen.findByText('This letter has been signed and sent to the attorney, so it can no longer be changed.')).toBeInTheDocument();
    expect(api.calls('POST /api/supporter/submit').at(-1)!.body).toEqual({
      shortCode: CODE,
      supportText: 'Ann works hard and looks after her brother.',
      signatureName: 'Rosa Zimmer',
      isComplete: true,
      eSignConsent: true,
    });
    expect(screen.getByLabelText('Your letter')).toBeDisabled();
    expect(screen.getByLabelText('Signature name')).toBeDisabled();
    expect(screen.queryByRole('button', { name: 'Submit to Attorney' })).not.toBeInTheDocument();
    expect(letterDraftOnDevice.get(CODE)).toBeNull();
  });

  it('shows a signed letter read-only when the link is opened again', async () => {
    fakeApi({ 'GET /api/supporter/landingData': { body: landing({ supportText: 'Signed before.', signatureName: 'Rosa Zimmer', isComplete: true }) } });
    renderApp(`/p/${CODE}`);
    expect(await screen.findByDisplayValue('Signed before.')).toBeDisabled();
    expect(screen.getByDisplayValue('Rosa Zimmer')).toBeDisabled();
    expect(screen.queryByRole('button', { name: 'Submit to Attorney' })).not.toBeInTheDocument();
  });

  it('guides the writer: how they know the client, the charge, specific examples, the support they will give; not once it is signed', async () => {
    fakeApi({ 'GET /api/supporter/landingData': { body: landing() } });
    renderApp(`/p/${CODE}`);
    const guide = await screen.findByRole('region', { name: 'A letter that helps the judge says:' });
    expect([...guide.querySelectorAll('li')].map((item) => item.textContent)).toEqual([
      'How long you have known them, and how: as family, a friend, a neighbor or at work.',
      'That you know what they are charged with. Leave the facts of the case and the sentence to their attorney.',
      'Specific examples of what you have seen them do, for their family, at work or in the community. One real moment says more than general praise.',
      'What support you will give them: a place to live, rides to appointments, help finding work, or simply being there.',
    ]);
  });

  it('shows no guide on a signed letter', async () => {
    fakeApi({ 'GET /api/supporter/landingData': { body: landing({ supportText: 'Signed.', signatureName: 'Rosa Zimmer', isComplete: true }) } });
    renderApp(`/p/${CODE}`);
    expect(await screen.findByDisplayValue('Signed.')).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'A letter that helps the judge says:' })).not.toBeInTheDocument();
  });

  it('shows why the server refused the letter', async () => {
    fakeApi({ 'GET /api/supporter/landingData': { body: landing() }, 'POST /api/supporter/submit': { status: 409, body: errorBody(SupporterMessages.letterComplete) } });
    const { user } = renderApp(`/p/${CODE}`);
    await fill(user, await screen.findByLabelText('Your letter'), 'Text.');
    await fill(user, screen.getByLabelText('Signature name'), 'Rosa Zimmer');
    await user.click(screen.getByRole('checkbox', { name: E_SIGN_CONSENT_TEXTS.en }));
    await user.click(screen.getByRole('button', { name: 'Submit to Attorney' }));
    expect(await screen.findByText(SupporterMessages.letterComplete)).toBeInTheDocument();
  });
});

describe('the supporter’s letter page in the client’s language (issue 15)', () => {
  afterEach(() => void i18n.changeLanguage('en'));

  it('is in Spanish for a Spanish-speaking client’s supporter, with the consent the server records, and switches to English', async () => {
    fakeApi({ 'GET /api/supporter/landingData': { body: landing({ language: 'es', eSignConsentText: E_SIGN_CONSENT_TEXTS.es }) } });
    const { user } = renderApp(`/p/${CODE}`);
    expect(await screen.findByRole('heading', { name: 'Una carta de apoyo para Ann' })).toBeInTheDocument();
    expect(screen.getByText(E_SIGN_CONSENT_TEXTS.es)).toBeInTheDocument();
    const guide = screen.getByRole('region', { name: 'Una carta que le sirve al juez dice:' });
    expect([...guide.querySelectorAll('li')].map((item) => item.textContent)).toEqual([
      'Desde cuándo conoce a esta persona y de qué manera: como familiar, amigo, vecino o compañero de trabajo.',
      'Que usted sabe de qué se le acusa. Deje que el abogado de esta persona se ocupe de los hechos del caso y de la sentencia.',
      'Ejemplos concretos de lo que le ha visto hacer por su familia, en el trabajo o en la comunidad. Un momento real dice más que los elogios generales.',
      'Qué apoyo le dará: un lugar donde vivir, transporte a sus citas, ayuda para encontrar trabajo o, simplemente, su compañía.',
    ]);
    await user.click(screen.getByRole('button', { name: 'Enviar al abogado' }));
    expect(await screen.findByText('Por favor, escriba su carta antes de firmarla.')).toBeInTheDocument();
    await user.click(screen.getByText('English'));
    expect(await screen.findByRole('heading', { name: 'A Letter of Support for Ann' })).toBeInTheDocument();
  });
});
