import { Alert, Button, Form, Input, Space } from 'antd';
import { useEffect, useState } from 'react';
import { useNavigate, useParams } from 'react-router';
import { landingStateOf, type ClientLandingData, type LandingState } from '@app/contracts';
import { useAppDispatch } from '../../app/hooks';
import { useLoginMutation } from '../auth/accountApi';
import { AuthCard } from '../auth/AuthCard';
import { loggedOut } from '../auth/authSlice';
import { NewPasswordFields } from '../auth/NewPasswordFields';
import { loginNameRules, newPasswordRules } from '../auth/rules';
import { LocalizedErrorAlert } from '../../i18n/LocalizedErrorAlert';
import { Loading } from '../shell/Shell';
import { setTopBarNote } from '../shell/topBarNote';
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
  const [preparing, setPreparing] = useState(false);
  const { data, error, isLoading, refetch } = useGetLandingDataQuery(shortCode, { pollingInterval: preparing ? PREPARING_POLL_MS : 0 });
  const state = data ? landingStateOf(data) : null;
  useEffect(() => setPreparing(state === 'Continue' && !data?.activeFormId), [state, data?.activeFormId]);
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
      return <Alert type="error" showIcon title={t('invalidLink')} style={{ maxWidth: 460, margin: '24px auto' }} />;
    case 'Logout':
      return <LogOutOtherUser />;
    case 'Register':
      return (
        <AuthCard title={title}>
          <RegisterForm shortCode={shortCode} onRegistered={refetch} />
        </AuthCard>
      );
    case 'Login':
      return (
        <AuthCard title={title}>
          <LoginForm data={data} onLoggedIn={refetch} />
        </AuthCard>
      );
    case 'Continue':
      return (
        <AuthCard title={title}>
          <ContinueStep data={data} />
        </AuthCard>
      );
    case 'Proctor':
      return (
        <AuthCard title={title}>
          <p>{t('proctorIntro')}</p>
          <GoToForm data={data} label={t('proctor')} />
        </AuthCard>
      );
    case 'Completed':
      return (
        <AuthCard title={title}>
          <Alert type="success" showIcon title={t('completed')} />
        </AuthCard>
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
  return <Alert type="info" showIcon title={t('loggingOut')} style={{ maxWidth: 460, margin: '24px auto' }} />;
}

function RegisterForm({ shortCode, onRegistered }: { shortCode: string; onRegistered: () => void }) {
  const t = useTexts('landing');
  const [acceptInvite, { error, isLoading }] = useAcceptInviteMutation();
  return (
    <>
      <p>{t('registerIntro')}</p>
      <LocalizedErrorAlert error={error} />
      <Form
        layout="vertical"
        requiredMark={false}
        onFinish={async ({ password }: { password: string }) => {
          if ((await acceptInvite({ shortCode, password })).data) onRegistered();
        }}
      >
        <NewPasswordFields name="password" label={t('password')} confirmLabel={t('confirmPassword')} mismatch={t('passwordsMustMatch')} />
        <Button type="primary" htmlType="submit" loading={isLoading} block size="large">
          {t('createPassword')}
        </Button>
      </Form>
    </>
  );
}

function LoginForm({ data, onLoggedIn }: { data: ClientLandingData; onLoggedIn: () => void }) {
  const t = useTexts('landing');
  const [login, { error, isLoading }] = useLoginMutation();
  const [requestReset, reset] = useRequestClientPasswordResetMutation();
  return (
    <>
      <p>{t('loginIntro')}</p>
      <LocalizedErrorAlert error={error ?? reset.error} />
      {reset.isSuccess && <Alert type="success" showIcon title={t('resetSent')} style={{ marginBottom: 16 }} />}
      <Form
        layout="vertical"
        requiredMark={false}
        initialValues={{ email: data.clientEmailOrPhone ?? '' }}
        onFinish={async (values: { email: string; password: string }) => {
          if ((await login(values)).data?.jwtToken) onLoggedIn();
        }}
      >
        <Form.Item label={t('loginName')} name="email" rules={loginNameRules}>
          <Input autoComplete="username" inputMode="email" />
        </Form.Item>
        <Form.Item label={t('password')} name="password" rules={newPasswordRules}>
          <Input.Password autoComplete="current-password" />
        </Form.Item>
        <Space orientation="vertical" style={{ width: '100%' }}>
          <Button type="primary" htmlType="submit" loading={isLoading} block size="large">
            {t('logIn')}
          </Button>
          {data.clientApplicationUserId && (
            <Button type="link" loading={reset.isLoading} onClick={() => void requestReset({ applicationUserId: data.clientApplicationUserId! })}>
              {t('forgotPassword')}
            </Button>
          )}
        </Space>
      </Form>
    </>
  );
}

function ContinueStep({ data }: { data: ClientLandingData }) {
  const t = useTexts('landing');
  if (!data.activeFormId) return <Alert type="info" showIcon title={t('preparing')} />;
  return (
    <>
      <p>{t('continueIntro')}</p>
      <GoToForm data={data} label={t('continue')} />
    </>
  );
}

function GoToForm({ data, label }: { data: ClientLandingData; label: string }) {
  const navigate = useNavigate();
  // The questionnaire is fetched while the client reads the landing: Continue opens it at once.
  const prefetchForm = usePrefetch('getClientForm');
  useEffect(() => {
    if (data.activeFormId) prefetchForm(data.activeFormId);
  }, [data.activeFormId, prefetchForm]);
  if (!data.activeFormId) return null;
  return (
    <Button type="primary" size="large" block onClick={() => void navigate(formPagePath(data.activeFormId!, data.activePageId))}>
      {label}
    </Button>
  );
}
