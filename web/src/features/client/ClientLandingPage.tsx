import { Alert, Button, Form, Input, Space } from 'antd';
import { useEffect, useState } from 'react';
import { useNavigate, useParams } from 'react-router';
import { landingStateOf, type ClientLandingData } from '@app/contracts';
import { useAppDispatch } from '../../app/hooks';
import { useLoginMutation } from '../auth/accountApi';
import { AuthCard } from '../auth/AuthCard';
import { loggedOut } from '../auth/authSlice';
import { NewPasswordFields } from '../auth/NewPasswordFields';
import { loginNameRules, newPasswordRules } from '../auth/rules';
import { ErrorAlert } from '../shell/ErrorAlert';
import { Loading } from '../shell/Shell';
import { useAcceptInviteMutation, useGetLandingDataQuery, useRequestClientPasswordResetMutation } from './clientApi';
import { ClientMessages as M } from './messages';

/** While survey has not made the form yet (just after the invitation), the landing asks again this often. */
const PREPARING_POLL_MS = 2_000;

export const formPagePath = (formId: string, pageId: string | null) => `/client/form/${formId}${pageId ? `/page/${pageId}` : ''}`;

/**
 * `/c/{shortCode}` and `/client/landing/{shortCode}` (spec 02 §2, §4): the invitation link's page in one of
 * its seven states (contracts' `landingStateOf`), titled "Welcome" (to register) or "Welcome back".
 */
export function ClientLandingPage() {
  const { shortCode = '' } = useParams();
  const [preparing, setPreparing] = useState(false);
  const { data, error, isLoading, refetch } = useGetLandingDataQuery(shortCode, { pollingInterval: preparing ? PREPARING_POLL_MS : 0 });
  const state = data ? landingStateOf(data) : null;
  useEffect(() => setPreparing(state === 'Continue' && !data?.activeFormId), [state, data?.activeFormId]);

  if (isLoading) return <Loading />;
  if (error || !data || state === null) return <ErrorAlert error={error} />;
  const title = state === 'Register' ? M.welcome(data.clientFirstName) : M.welcomeBack(data.clientFirstName);
  const intro = data.subscriberDisplayName ? M.clientOf(data.subscriberDisplayName) : undefined;
  switch (state) {
    case 'Invalid':
      return <Alert type="error" showIcon title={M.invalidLink} style={{ maxWidth: 460, margin: '24px auto' }} />;
    case 'Logout':
      return <LogOutOtherUser />;
    case 'Register':
      return (
        <AuthCard title={title} intro={intro}>
          <RegisterForm shortCode={shortCode} onRegistered={() => void refetch()} />
        </AuthCard>
      );
    case 'Login':
      return (
        <AuthCard title={title} intro={intro}>
          <LoginForm data={data} onLoggedIn={() => void refetch()} />
        </AuthCard>
      );
    case 'Continue':
      return (
        <AuthCard title={title} intro={intro}>
          <ContinueStep data={data} />
        </AuthCard>
      );
    case 'Proctor':
      return (
        <AuthCard title={title} intro={intro}>
          <p>{M.proctorIntro}</p>
          <GoToForm data={data} label={M.proctor} />
        </AuthCard>
      );
    case 'Completed':
      return (
        <AuthCard title={title} intro={intro}>
          <Alert type="success" showIcon title={M.completed} />
        </AuthCard>
      );
  }
}

/** Spec 02 §4 Logout: someone else is signed in on this device: sign them out and load the link again. */
function LogOutOtherUser() {
  const dispatch = useAppDispatch();
  useEffect(() => {
    dispatch(loggedOut());
    window.location.reload();
  }, [dispatch]);
  return <Alert type="info" showIcon title={M.loggingOut} style={{ maxWidth: 460, margin: '24px auto' }} />;
}

function RegisterForm({ shortCode, onRegistered }: { shortCode: string; onRegistered: () => void }) {
  const [acceptInvite, { error, isLoading }] = useAcceptInviteMutation();
  return (
    <>
      <p>{M.registerIntro}</p>
      <ErrorAlert error={error} />
      <Form
        layout="vertical"
        requiredMark={false}
        onFinish={async ({ password }: { password: string }) => {
          if ((await acceptInvite({ shortCode, password })).data) onRegistered();
        }}
      >
        <NewPasswordFields name="password" label={M.password} confirmLabel={M.confirmPassword} mismatch={M.passwordsMustMatch} />
        <Button type="primary" htmlType="submit" loading={isLoading} block size="large">
          {M.createPassword}
        </Button>
      </Form>
    </>
  );
}

function LoginForm({ data, onLoggedIn }: { data: ClientLandingData; onLoggedIn: () => void }) {
  const [login, { error, isLoading }] = useLoginMutation();
  const [requestReset, reset] = useRequestClientPasswordResetMutation();
  return (
    <>
      <p>{M.loginIntro}</p>
      <ErrorAlert error={error ?? reset.error} />
      {reset.isSuccess && <Alert type="success" showIcon title={M.resetSent} style={{ marginBottom: 16 }} />}
      <Form
        layout="vertical"
        requiredMark={false}
        initialValues={{ email: data.clientEmailOrPhone ?? '' }}
        onFinish={async (values: { email: string; password: string }) => {
          if ((await login(values)).data?.jwtToken) onLoggedIn();
        }}
      >
        <Form.Item label={M.loginName} name="email" rules={loginNameRules}>
          <Input autoComplete="username" inputMode="email" />
        </Form.Item>
        <Form.Item label={M.password} name="password" rules={newPasswordRules}>
          <Input.Password autoComplete="current-password" />
        </Form.Item>
        <Space orientation="vertical" style={{ width: '100%' }}>
          <Button type="primary" htmlType="submit" loading={isLoading} block size="large">
            {M.logIn}
          </Button>
          {data.clientApplicationUserId && (
            <Button type="link" loading={reset.isLoading} onClick={() => void requestReset({ applicationUserId: data.clientApplicationUserId! })}>
              {M.forgotPassword}
            </Button>
          )}
        </Space>
      </Form>
    </>
  );
}

function ContinueStep({ data }: { data: ClientLandingData }) {
  if (!data.activeFormId) return <Alert type="info" showIcon title={M.preparing} />;
  return (
    <>
      <p>{M.continueIntro}</p>
      <GoToForm data={data} label={M.continue} />
    </>
  );
}

function GoToForm({ data, label }: { data: ClientLandingData; label: string }) {
  const navigate = useNavigate();
  if (!data.activeFormId) return null;
  return (
    <Button type="primary" size="large" block onClick={() => void navigate(formPagePath(data.activeFormId!, data.activePageId))}>
      {label}
    </Button>
  );
}
