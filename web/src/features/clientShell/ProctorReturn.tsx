import { useState } from 'react';
import { useAppSelector } from '../../app/hooks';
import { useTexts } from '../../i18n/i18n';
import { LocalizedErrorAlert } from '../../i18n/LocalizedErrorAlert';
import { useLoginMutation } from '../auth/accountApi';
import { selectAuth } from '../auth/authSlice';
import { attorneyPassword, proctorLock } from '../shell/proctorLock';
import { Alert, Button, Field, PageTitle, Panel, PasswordInput, TextInput } from './controls';

/** The attorney's screens: the other app (a page load). */
const ATTORNEY_HOME = '/';

const isNetworkFailure = (error: unknown) => (error as { status?: unknown } | undefined)?.status === 'FETCH_ERROR';

/**
 * The way back from a proctored session to the attorney's screens (issue 33): the attorney's password (and,
 * with two-factor authentication on, the texted code), checked by identity's login as theirs, under its
 * attempt limits; without a network, against the one they last gave on this device. Then the device is the
 * attorney's again.
 */
export function ProctorReturn({ onCancel }: { onCancel: () => void }) {
  const t = useTexts('landing');
  const { id, userName } = useAppSelector(selectAuth);
  const [login, { error, isLoading }] = useLoginMutation();
  const [password, setPassword] = useState('');
  const [code, setCode] = useState<string | null>(null);
  const [offlineRefused, setOfflineRefused] = useState(false);
  const leave = () => {
    proctorLock.release();
    window.location.assign(ATTORNEY_HOME);
  };
  const submit = async () => {
    setOfflineRefused(false);
    const answer = await login({ email: userName ?? '', password, ...(code ? { verificationCode: code } : {}) });
    if (answer.data?.requiresVerificationCode) setCode('');
    if (answer.data?.jwtToken) {
      await attorneyPassword.remember(id!, password);
      leave();
    } else if (isNetworkFailure(answer.error)) {
      // No network (offline proctoring): the password the attorney last gave on this device.
      if (id && (await attorneyPassword.matches(id, password))) leave();
      else setOfflineRefused(true);
    }
  };
  return (
    <Panel size="narrow">
      <PageTitle>{t('proctorReturnTitle')}</PageTitle>
      <p>{t('proctorReturnIntro')}</p>
      {isNetworkFailure(error) ? offlineRefused && <Alert type="error" title={t('proctorOffline')} /> : <LocalizedErrorAlert error={error} />}
      <form noValidate onSubmit={(event) => void (event.preventDefault(), submit())}>
        <Field id="proctorPassword" label={t('proctorPassword')}>
          {(wiring) => <PasswordInput {...wiring} autoComplete="current-password" value={password} onChange={(event) => setPassword(event.target.value)} />}
        </Field>
        {code !== null && (
          <Field id="verificationCode" label={t('verificationCode')} extra={t('verificationCodeSent')}>
            {(wiring) => <TextInput {...wiring} autoComplete="one-time-code" inputMode="numeric" value={code} onChange={(event) => setCode(event.target.value)} />}
          </Field>
        )}
        <div className="cs-stack">
          <Button type="submit" variant="primary" block loading={isLoading}>
            {t('continue')}
          </Button>
          <Button onClick={onCancel}>{t('backToClient')}</Button>
        </div>
      </form>
    </Panel>
  );
}
