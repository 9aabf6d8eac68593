import { Alert, Button, Form, Input, Space, type InputRef } from 'antd';
import { useEffect, useRef, useState, type RefObject } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { Roles } from '@app/contracts';
import { useAppSelector } from '../../app/hooks';
import { ErrorAlert } from '../ui/ErrorAlert';
import { LinkButton } from '../ui/LinkButton';
import { useToast } from '../ui/toast';
import { useLoginMutation } from './accountApi';
import { AuthCard } from './AuthCard';
import { selectAuth } from './authSlice';
import { RequestResetForm } from './RequestResetForm';
import { ResetPasswordForm } from './ResetPasswordForm';
import { attorneyPassword } from '../shell/proctorLock';
import { safeRedirect } from './RequireAuth';
import { takeResetLanding } from './resetLanding';
import { LoginNameField } from './LoginNameField';
import { newPasswordRules, verificationCodeRules } from './rules';
import { authText } from './texts';

type Mode = 'login' | 'requestReset';

/** Spec 02 §5: the login password minimum is 8, as for a new one. */
const loginPasswordRules = newPasswordRules;

/**
 * /login (spec 01 §2, §4): the log-in form, its two-factor code step, "forgot password" (request a reset
 * link) and, when a mailed or texted reset link's `token` is in the query, the password-reset form. The login
 * name is an email or, for a client invited by text message, that phone number. After logging in it goes to
 * `redirect` (a path of this app) or /.
 */
export function LoginPage() {
  const [params, setParams] = useSearchParams();
  const navigate = useNavigate();
  const auth = useAppSelector(selectAuth);
  const [mode, setMode] = useState<Mode>('login');
  const [knownLoginName, setKnownLoginName] = useState<string | undefined>(undefined);
  const redirect = safeRedirect(params.get('redirect'));
  const token = params.get('token');

  /** Leaves the reset link's screen for `next` (the login, or a request for a new link), the address without its token. */
  const leaveReset = (loginName: string, next: Mode) => {
    setKnownLoginName(loginName || undefined);
    setMode(next);
    const query = new URLSearchParams(params);
    query.delete('token');
    query.delete('email');
    setParams(query, { replace: true });
  };

  /** A client who asked for the link on their landing goes back there; anyone else logs in here. */
  const afterReset = async (loginName: string) => {
    const landing = await takeResetLanding(loginName);
    if (landing) await navigate(landing, { replace: true });
    else leaveReset(loginName, 'login');
  };

  if (token) {
    const email = params.get('email') ?? '';
    return <ResetLinkScreen token={token} email={email} onDone={(loginName) => void afterReset(loginName)} onLeave={(next) => leaveReset(email, next)} />;
  }

  if (auth.id) return <AlreadyLoggedIn userName={auth.userName} redirect={redirect} />;

  if (mode === 'requestReset') {
    return (
      <AuthCard title={authText('forgotPassword')} intro={authText('forgotPasswordIntro')}>
        <RequestResetForm initialEmail={knownLoginName} />
        <p style={{ marginTop: 16 }}>
          <Button type="link" style={{ padding: 0 }} onClick={() => setMode('login')}>
            {authText('backToLogIn')}
          </Button>
        </p>
      </AuthCard>
    );
  }

  return (
    <AuthCard title={authText('logIn')}>
      {params.get('reason') === 'expired' && <Alert type="warning" showIcon title={authText('sessionExpired')} style={{ marginBottom: 16 }} />}
      <LoginForm
        initialEmail={knownLoginName}
        redirect={redirect}
        onForgot={(email) => {
          setKnownLoginName(email);
          setMode('requestReset');
        }}
      />
      <p style={{ marginTop: 16 }}>
        {authText('noAccountYet')} <Link to="/subscribe">{authText('signUp')}</Link>
      </p>
    </AuthCard>
  );
}

interface Credentials {
  email: string;
  password: string;
}

function LoginForm({ initialEmail, redirect, onForgot }: { initialEmail?: string; redirect: string; onForgot: (email?: string) => void }) {
  const [login, { isLoading, error, reset }] = useLoginMutation();
  const [credentials, setCredentials] = useState<Credentials | null>(null);
  const navigate = useNavigate();
  const [form] = Form.useForm<Credentials>();
  const toast = useToast();
  const codeField = useRef<InputRef>(null);
  // The code's step replaces the login form: the cursor goes to the field the text message's code is typed in.
  useEffect(() => {
    if (credentials) codeField.current?.focus();
  }, [credentials]);

  const submit = async (payload: Credentials & { verificationCode?: string }) => {
    try {
      const answer = await login(payload).unwrap();
      if (answer.requiresVerificationCode && !answer.jwtToken) {
        setCredentials({ email: payload.email, password: payload.password });
        return;
      }
      // An attorney may hand this device to a client where there is no network: their password checked here then.
      if (answer.id && !answer.roles.includes(Roles.Client)) void attorneyPassword.remember(answer.id, payload.password);
      await navigate(redirect, { replace: true });
    } catch {
      // shown in the alert
    }
  };

  // The same login without a code: identity texts a new one.
  const resendCode = async (sent: Credentials) => {
    try {
      await login(sent).unwrap();
      toast.success(authText('codeSentAgain'));
    } catch {
      // shown in the alert
    }
  };

  if (credentials) {
    return (
      <VerificationCodeStep
        error={error}
        isLoading={isLoading}
        codeField={codeField}
        onVerify={(verificationCode) => void submit({ ...credentials, verificationCode })}
        onBack={() => {
          reset();
          setCredentials(null);
        }}
        onResend={() => void resendCode(credentials)}
      />
    );
  }

  return (
    <Form
      form={form}
      layout="vertical"
      requiredMark={false}
      initialValues={{ email: initialEmail }}
      onFinish={(values: Credentials) => void submit({ email: values.email.trim(), password: values.password })}
    >
      {error && <ErrorAlert error={error} />}
      <LoginNameField />
      <Form.Item label={authText('password')} name="password" rules={loginPasswordRules}>
        <Input.Password autoComplete="current-password" />
      </Form.Item>
      <Button type="primary" htmlType="submit" loading={isLoading} block>
        {authText('logIn')}
      </Button>
      <p style={{ marginTop: 16 }}>
        <Button type="link" style={{ padding: 0 }} onClick={() => onForgot(form.getFieldValue('email') as string | undefined)}>
          {authText('forgotYourPassword')}
        </Button>
      </p>
    </Form>
  );
}

/** The step after a correct password on an account with two-factor: the code texted, with Back and a new code sent on request. */
function VerificationCodeStep({
  error,
  isLoading,
  codeField,
  onVerify,
  onBack,
  onResend,
}: {
  error: unknown;
  isLoading: boolean;
  codeField: RefObject<InputRef | null>;
  onVerify: (verificationCode: string) => void;
  onBack: () => void;
  onResend: () => void;
}) {
  return (
    <Form layout="vertical" requiredMark={false} onFinish={({ verificationCode }: { verificationCode: string }) => onVerify(verificationCode.trim())}>
      <p>{authText('codeSentIntro')}</p>
      <ErrorAlert error={error} />
      <Form.Item label={authText('verificationCode')} name="verificationCode" rules={verificationCodeRules}>
        <Input ref={codeField} inputMode="numeric" autoComplete="one-time-code" />
      </Form.Item>
      <Space wrap>
        <Button type="primary" htmlType="submit" loading={isLoading}>
          {authText('verify')}
        </Button>
        <Button onClick={onBack}>{authText('back')}</Button>
      </Space>
      <p style={{ marginTop: 16 }}>
        {authText('noCode')}{' '}
        <Button type="link" style={{ padding: 0 }} onClick={onResend} disabled={isLoading}>
          {authText('sendCodeAgain')}
        </Button>
      </p>
    </Form>
  );
}

/** A reset link's screen: the new password, or a new link asked for, or back to the log-in. */
function ResetLinkScreen({ token, email, onDone, onLeave }: { token: string; email: string; onDone: (loginName: string) => void; onLeave: (next: Mode) => void }) {
  return (
    <AuthCard title={authText('resetPassword')}>
      <ResetPasswordForm token={token} email={email} onDone={onDone} />
      <p style={{ marginTop: 16 }}>
        {authText('linkExpired')}{' '}
        <Button type="link" style={{ padding: 0 }} onClick={() => onLeave('requestReset')}>
          {authText('requestNewLink')}
        </Button>
      </p>
      <p>
        <Button type="link" style={{ padding: 0 }} onClick={() => onLeave('login')}>
          {authText('backToLogIn')}
        </Button>
      </p>
    </AuthCard>
  );
}

function AlreadyLoggedIn({ userName, redirect }: { userName: string | null; redirect: string }) {
  return (
    <AuthCard title={authText('logIn')}>
      <Alert type="info" showIcon title={authText('alreadyLoggedInAs', { userName: userName ?? authText('thisUser') })} style={{ marginBottom: 16 }} />
      <Space>
        <LinkButton type="primary" to={redirect}>
          {authText('continue')}
        </LinkButton>
        <LinkButton to="/logout">{authText('logOut')}</LinkButton>
      </Space>
    </AuthCard>
  );
}
