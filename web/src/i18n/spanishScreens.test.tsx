import { afterEach } from '@jest/globals';
import { screen, within } from '@testing-library/react';
import { Messages, type ClientLandingData } from '@app/contracts';
import { errorBody, fakeApi } from '../../test/fake-api';
import { englishTextsIn } from '../../test/english-texts';
import { clientLanding } from '../../test/forms';
import { fill, renderApp } from '../../test/render';
import { i18n } from './i18n';

const spanishClient = {
  clientFirstName: 'Inés',
  clientLastName: 'Paredes',
  clientEmail: 'ines@example.test',
  clientEmailOrPhone: 'ines@example.test',
  subscriberDisplayName: 'Ada Lovelace',
  preferredLanguage: 'es',
} as const;
const landing = (over: Partial<ClientLandingData> = {}) => clientLanding({ ...spanishClient, ...over });

/** What the person sees, the top bar's menu opened, and the tab's title. */
async function visibleText(user: ReturnType<typeof renderApp>['user']) {
  await user.click(within(screen.getByRole('banner')).getByRole('button'));
  return `${document.title}\n${document.body.textContent ?? ''}`;
}

afterEach(() => void i18n.changeLanguage('en'));

describe('a client reading Spanish (issue 33, item 5)', () => {
  it('creates a password in Spanish: the user menu, the password hint and the checks’ messages', async () => {
    fakeApi({ 'GET /api/client/landingData': { body: landing() } });
    const { user } = renderApp('/c/abcdEFGH23456');
    await screen.findByRole('heading', { name: 'Bienvenido, Inés' });
    await user.click(screen.getByRole('button', { name: 'Crear contraseña' }));
    expect(await screen.findAllByText('Este campo es obligatorio')).toHaveLength(2);
    await fill(user, screen.getByLabelText('Contraseña'), 'short');
    expect(await screen.findByText('Escriba por lo menos 8 caracteres')).toBeInTheDocument();
    expect(screen.getByText(/^Use por lo menos 12 caracteres/)).toBeInTheDocument();
    expect(document.title).toBe('Bienvenido - Mitigation Survey');
    expect(englishTextsIn(await visibleText(user))).toEqual([]);
    expect(screen.getByRole('link', { name: 'Registrarse' })).toBeInTheDocument();
  });

  it('is told in Spanish that there were too many attempts', async () => {
    fakeApi({
      'GET /api/client/landingData': { body: landing({ isAccountActivated: true }) },
      'POST /api/account/login': { status: 429, body: { ...errorBody(Messages.tooManyAttempts), MessageKey: { key: 'tooManyAttempts' } } },
    });
    const { user } = renderApp('/c/abcdEFGH23456');
    await screen.findByRole('heading', { name: 'Bienvenido de nuevo, Inés' });
    await fill(user, screen.getByLabelText('Contraseña'), 'not the password');
    await user.click(screen.getByRole('button', { name: 'Iniciar sesión' }));
    expect(await screen.findByText('Demasiados intentos. Espere unos minutos y vuelva a intentarlo.')).toBeInTheDocument();
    expect(englishTextsIn(await visibleText(user))).toEqual([]);
  });
});
