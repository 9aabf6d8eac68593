import { Form, Input } from 'antd';
import { useNavigate } from 'react-router';
import { MutationForm } from '../shell/MutationForm';
import { useVerifyPhoneNumberMutation } from './accountApi';
import { AuthCard } from './AuthCard';
import { phoneNumberRules } from './rules';
import { AuthMessages as M } from './messages';

/** /verifyPhonenumber (also /verifyPhoneNumber): first step of enabling two-factor authentication. */
export function VerifyPhoneNumberPage() {
  const [verifyPhoneNumber, mutation] = useVerifyPhoneNumberMutation();
  const navigate = useNavigate();
  return (
    <AuthCard title={M.enableTwoFactor} intro={M.phoneNumberIntro}>
      <MutationForm
        mutation={mutation}
        submitText={M.sendCode}
        requiredMark={false}
        onSubmit={async ({ phoneNumber }: { phoneNumber: string }) => {
          await verifyPhoneNumber({ phoneNumber: phoneNumber.trim() }).unwrap();
          navigate('/verifyVerificationCode');
        }}
      >
        <Form.Item label={M.phoneNumber} name="phoneNumber" rules={phoneNumberRules} extra={M.phoneNumberExample}>
          <Input type="tel" autoComplete="tel" />
        </Form.Item>
      </MutationForm>
    </AuthCard>
  );
}
