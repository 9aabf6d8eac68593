import { Divider, Form, Input, Typography } from 'antd';
import { useNavigate } from 'react-router';
import { useAppSelector } from '../../app/hooks';
import { MutationForm } from '../ui/MutationForm';
import { toast } from '../ui/toast';
import { useDisableTwoFactorMutation, useGetApplicationUserQuery, useVerifyPhoneNumberMutation } from './accountApi';
import { AuthCard } from './AuthCard';
import { selectAuth } from './authSlice';
import { phoneNumberRules, required } from './rules';
import { authText } from './texts';
import { TwoFactorMessages as T } from './twoFactorMessages';

/** The phone number form: the first step of enabling two-factor, or of changing its phone (a code to the new one). */
function PhoneNumberForm({ submitText }: { submitText: string }) {
  const [verifyPhoneNumber, mutation] = useVerifyPhoneNumberMutation();
  const navigate = useNavigate();
  return (
    <MutationForm
      mutation={mutation}
      submitText={submitText}
      requiredMark={false}
      onSubmit={async ({ phoneNumber }: { phoneNumber: string }) => {
        await verifyPhoneNumber({ phoneNumber: phoneNumber.trim() }).unwrap();
        await navigate('/verifyVerificationCode');
      }}
    >
      <Form.Item label={authText('phoneNumber')} name="phoneNumber" rules={phoneNumberRules} extra={authText('phoneNumberExample')}>
        <Input type="tel" autoComplete="tel" />
      </Form.Item>
    </MutationForm>
  );
}

/** Turning two-factor off, confirmed by the password (issue 36). */
function TurnOffForm() {
  const [disable, mutation] = useDisableTwoFactorMutation();
  const navigate = useNavigate();
  return (
    <MutationForm
      mutation={mutation}
      submitText={T.turnOffButton}
      requiredMark={false}
      onSubmit={async ({ password }: { password: string }) => {
        await disable({ password }).unwrap();
        toast.success(T.turnedOff);
        await navigate('/');
      }}
    >
      <Form.Item label={T.password} name="password" rules={[required]}>
        <Input.Password autoComplete="current-password" />
      </Form.Item>
    </MutationForm>
  );
}

/**
 * /verifyPhonenumber (also /verifyPhoneNumber): the first step of enabling two-factor authentication; once it is
 * on (issue 36), the phone it uses, a new phone (a code goes to it) and turning it off with the password.
 */
export function VerifyPhoneNumberPage() {
  const auth = useAppSelector(selectAuth);
  const user = useGetApplicationUserQuery(auth.id ?? '', { skip: !auth.id }).data;
  if (!user?.twoFactorEnabled) {
    return (
      <AuthCard title={authText('enableTwoFactor')} intro={authText('phoneNumberIntro')}>
        <PhoneNumberForm submitText={authText('sendCode')} />
      </AuthCard>
    );
  }
  return (
    <AuthCard title={T.title} intro={T.isOn(user.phoneNumber)}>
      <Typography.Title level={2} style={{ fontSize: 18 }}>
        {T.changePhone}
      </Typography.Title>
      <p>{T.changePhoneIntro}</p>
      <PhoneNumberForm submitText={authText('sendCode')} />
      <Divider />
      <Typography.Title level={2} style={{ fontSize: 18 }}>
        {T.turnOff}
      </Typography.Title>
      <p>{T.turnOffIntro}</p>
      <TurnOffForm />
    </AuthCard>
  );
}
