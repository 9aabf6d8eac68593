import { useEffect, useState, type ReactNode } from 'react';
import { useLocation, useNavigate, useParams } from 'react-router';
import { landingStateOf, type ClientLandingData, type LandingState } from '@app/contracts';
import { useAppDispatch } from '../../app/hooks';
import { useLoginMutation } from '../auth/accountApi';
import { loggedOut } from '../auth/authSlice';
import { rememberResetLanding } from '../auth/resetLanding';
import { confirmationCheck, firstProblem, loginNameChecks, newPasswordCheck } from '../auth/checks';
import { LocalizedErrorAlert } from '../../i18n/LocalizedErrorAlert';
import { Loading } from '../clientShell/ClientShell';
import { Alert, Button, Field, PageTitle, Panel, PasswordInput, TextInput, useChecks } from '../clientShell/controls';
import { setTopBarNote } from '../shell/topBarNote';
import { deviceCheckouts } from '../offline/deviceCheckouts';
import { usePrefetch } from './formApi';
import { useAcceptInviteMutation, useChangeLanguageMutation, useGetLandingDataQuery, useRequestClientPasswordResetMutation } from './clientApi';
import { ClientLanguageSwitch } from './ClientLanguageSwitch';
import { adoptLanguage, languageChosenNow, useTexts } from '../../i18n/i18n';

/** While survey has not made the form yet (just after the invitation), the landing asks again this often. */
const PREPARING_POLL_MS = 2_000;

export const formPagePath = (formId: string, pageId: string | null) => `/client/form/${formId}${pageId ? `/page/${pageId}` : ''}`;

/**
 * `/c/{shortCode}` and `/client/landing/{shortCode}` (spec 02 §2, §4): the invitation link's page in one of
 * its seven states (contracts' `landingStateOf`), titled "Welcome" (to register) or "Welcome back".
 */
export function ClientLandingPage() {
  const t = useTexts('landing');
  const { shortCode = '' } = useParams();
  // The query's polling depends on its own answer: the state carries it to the next render.
  const [preparing, setPreparing] = useState(false);
  const { data, error, isLoading, refetch } = useGetLandingDataQuery(shortCode, { pollingInterval: preparing ? PREPARING_POLL_MS : 0 });
  const state = data ? landingStateOf(data) : null;
  const nowPreparing = state === 'Continue' && !data?.activeFormId;
  if (nowPreparing !== preparing) setPreparing(nowPreparing);
  const subscriber = data?.subscriberDisplayName;
  useEffect(() => {
    if (state && state !== 'Logout') setTopBarNote(subscriber ? t('clientOf', { subscriber }) : null);
  }, [state, subscriber, t]);
  useRecordLanguage(data);

  if (isLoading) return <Loading />;
  if (error || !data || state === null) return <LocalizedErrorAlert error={error} />;
  return (
    <>
      <ClientLanguageSwitch />
      <LandingStep shortCode={shortCode} data={data} state={state} refetch={() => void refetch()} />
    </>
  );
}

/**
 * The client's language from their record, unless they chose one on this visit: then, once they are signed
 * in, their choice goes to their record.
 */
function useRecordLanguage(data: ClientLandingData | undefined) {
  const [changeLanguage] = useChangeLanguageMutation();
  const isTheClient = !!data?.isAuthenticated && !data.isProctorUser && !data.isOtherUser;
  const recorded = data?.isValidShortCode ? data.preferredLanguage : undefined;
  useEffect(() => {
    if (!recorded) return;
    const chosen = languageChosenNow();
    if (!chosen) adoptLanguage(recorded);
    else if (isTheClient && chosen !== recorded) void changeLanguage({ language: chosen });
  }, [recorded, isTheClient, changeLanguage]);
}

function LandingStep({ shortCode, data, state, refetch }: { shortCode: string; data: ClientLandingData; state: LandingState; refetch: () => void }) {
  const t = useTexts('landing');
  const firstName = data.clientFirstName;
  const title = state === 'Register' ? (firstName ? t('welcomeName', { firstName }) : t('welcome')) : firstName ? t('welcomeBackName', { firstName }) : t('welcomeBack');
  switch (state) {
    case 'Invalid':
      return (
        <div className="cs-narrow">
          <Alert type="error" title={t('invalidLink')} heading />
        </div>
      );
    case 'Logout':
      return <LogOutOtherUser />;
    case 'Register':
      return (
        <LandingCard title={title}>
          <RegisterForm shortCode={shortCode} activeForm={data.activeFormId ? formPagePath(data.activeFormId, data.activePageId) : null} onRegistered={refetch} />
        </LandingCard>
      );
    case 'Login':
      return (
        <LandingCard title={title}>
          <LoginForm data={data} onLoggedIn={refetch} />
        </LandingCard>
      );
    case 'Continue':
      return (
        <LandingCard title={title}>
          <ContinueStep data={data} />
        </LandingCard>
      );
    case 'Proctor':
      return (
        <LandingCard title={title}>
          <p>{t('proctorIntro')}</p>
          <GoToForm data={data} label={t('proctor')} />
        </LandingCard>
      );
    case 'Completed':
      return (
        <LandingCard title={title}>
          <Alert type="success" title={t('completed')} />
        </LandingCard>
      );
  }
}

/** Spec 02 §4 Logout: someone else is signed in on this device: sign them out and load the link again. */
function LogOutOtherUser() {
  const t = useTexts('landing');
  const dispatch = useAppDispatch();
  useEffect(() => {
    dispatch(loggedOut());
    window.location.reload();
  }, [dispatch]);
  return (
    <div className="cs-narrow">
      <Alert type="info" title={t('loggingOut')} heading />
    </div>
  );
}

/** Creating the password; then straight to the questionnaire's first page when it is made (else the landing again). */
function RegisterForm({ shortCode, activeForm, onRegistered }: { shortCode: string; activeForm: string | null; onRegistered: () => void }) {
  const t = useTexts('landing');
  const navigate = useNavigate();
  const [acceptInvite, { error, isLoading }] = useAcceptInviteMutation();
  const [password, setPassword] = useState('');
  const [confirmation, setConfirmation] = useState('');
  const { shown, passes } = useChecks({ password: newPasswordCheck(password), confirmation: confirmationCheck(password, t('passwordsMustMatch'))(confirmation) });
  const submit = async () => {
    if (!passes()) return;
    if (!(await acceptInvite({ shortCode, password })).data) return;
    if (activeForm) await navigate(activeForm);
    else onRegistered();
  };
  return (
    <>
      <p>{t('registerIntro')}</p>
      <LocalizedErrorAlert error={error} />
      <form noValidate onSubmit={(event) => void (event.preventDefault(), submit())}>
        <Field id="password" label={t('password')} required extra={t('passwordHint')} error={shown('password')}>
          {(wiring) => <PasswordInput {...wiring} autoComplete="new-password" value={password} onChange={(event) => setPassword(event.target.value)} />}
        </Field>
        <Field id="confirmPassword" label={t('confirmPassword')} required error={shown('confirmation')}>
          {(wiring) => <PasswordInput {...wiring} autoComplete="new-password" value={confirmation} onChange={(event) => setConfirmation(event.target.value)} />}
        </Field>
        <Button type="submit" variant="primary" block loading={isLoading}>
          {t('createPassword')}
        </Button>
      </form>
    </>
  );
}

function LoginForm({ data, onLoggedIn }: { data: ClientLandingData; onLoggedIn: () => void }) {
  const t = useTexts('landing');
  const [login, { error, isLoading }] = useLoginMutation();
  const [requestReset, reset] = useRequestClientPasswordResetMutation();
  const { pathname } = useLocation();
  const forgotPassword = () => {
    // The link's screen (the other app) sends the client back here once the new password is set.
    if (data.clientEmailOrPhone) void rememberResetLanding(pathname, data.clientEmailOrPhone);
    void requestReset({ applicationUserId: data.clientApplicationUserId! });
  };
  const [email, setEmail] = useState(data.clientEmailOrPhone ?? '');
  const [password, setPassword] = useState('');
  const { shown, passes } = useChecks({ email: firstProblem(email, loginNameChecks), password: newPasswordCheck(password) });
  const submit = async () => {
    if (!passes()) return;
    if ((await login({ email, password })).data?.jwtToken) onLoggedIn();
  };
  return (
    <>
      <p>{t('loginIntro')}</p>
      <LocalizedErrorAlert error={error ?? reset.error} />
      {reset.isSuccess && <Alert type="success" title={t('resetSent')} />}
      <form noValidate onSubmit={(event) => void (event.preventDefault(), submit())}>
        <Field id="email" label={t('loginName')} error={shown('email')}>
          {(wiring) => <TextInput {...wiring} autoComplete="username" inputMode="email" value={email} onChange={(event) => setEmail(event.target.value)} />}
        </Field>
        <Field id="password" label={t('password')} error={shown('password')}>
          {(wiring) => <PasswordInput {...wiring} autoComplete="current-password" value={password} onChange={(event) => setPassword(event.target.value)} />}
        </Field>
        <div className="cs-stack">
          <Button type="submit" variant="primary" block loading={isLoading}>
            {t('logIn')}
          </Button>
          {data.clientApplicationUserId && (
            <Button variant="link" loading={reset.isLoading} onClick={forgotPassword}>
              {t('forgotPassword')}
            </Button>
          )}
        </div>
      </form>
    </>
  );
}

function ContinueStep({ data }: { data: ClientLandingData }) {
  const t = useTexts('landing');
  if (!data.activeFormId) return <Alert type="info" title={t('preparing')} />;
  return (
    <>
      <p>{t('continueIntro')}</p>
      <GoToForm data={data} label={t('continue')} />
    </>
  );
}

function GoToForm({ data, label }: { data: ClientLandingData; label: string }) {
  const navigate = useNavigate();
  // The questionnaire is fetched (and the device's store of checked-out forms opened) while the client reads
  // the landing: Continue opens it at once.
  const prefetchForm = usePrefetch('getClientForm');
  useEffect(() => {
    if (!data.activeFormId) return;
    prefetchForm(data.activeFormId);
    deviceCheckouts.prepare();
  }, [data.activeFormId, prefetchForm]);
  if (!data.activeFormId) return null;
  return (
    <Button variant="primary" block onClick={() => void navigate(formPagePath(data.activeFormId!, data.activePageId))}>
      {label}
    </Button>
  );
}

function LandingCard({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Panel size="narrow">
      <PageTitle>{title}</PageTitle>
      {children}
    </Panel>
  );
}
