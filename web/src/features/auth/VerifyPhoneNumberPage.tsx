import { Button, Form, Input } from 'antd';
import { useNavigate } from 'react-router';
import { ErrorAlert } from '../shell/ErrorAlert';
import { useVerifyPhoneNumberMutation } from './accountApi';
import { AuthCard } from './AuthCard';
import { phoneNumberRules } from './rules';
import { AuthMessages as M } from './messages';

/** /verifyPhonenumber (also /verifyPhoneNumber): first step of enabling two-factor authentication. */
export function VerifyPhoneNumberPage() {
  const [verifyPhoneNumber, { isLoading, error }] = useVerifyPhoneNumberMutation();
  const navigate = useNavigate();
  return (
    <AuthCard title={M.enableTwoFactor}>
      <p>{M.phoneNumberIntro}</p>
      <Form
        layout="vertical"
        requiredMark={false}
        onFinish={async ({ phoneNumber }: { phoneNumber: string }) => {
          try {
            await verifyPhoneNumber({ phoneNumber: phoneNumber.trim() }).unwrap();
            navigate('/verifyVerificationCode');
          } catch {
            // shown below
          }
        }}
      >
        {error && <ErrorAlert error={error} />}
        <Form.Item label={M.phoneNumber} name="phoneNumber" rules={phoneNumberRules} extra={M.phoneNumberExample}>
          <Input type="tel" autoComplete="tel" />
        </Form.Item>
        <Button type="primary" htmlType="submit" loading={isLoading} block>
          {M.sendCode}
        </Button>
      </Form>
    </AuthCard>
  );
}
