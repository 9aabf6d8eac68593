import { Button, Form, Input } from 'antd';
import { useNavigate } from 'react-router';
import { ErrorAlert } from '../shell/ErrorAlert';
import { useVerifyPhoneNumberMutation } from './accountApi';
import { AuthCard } from './AuthCard';
import { phoneNumberRules } from './rules';

/** /verifyPhonenumber (also /verifyPhoneNumber): first step of enabling two-factor authentication. */
export function VerifyPhoneNumberPage() {
  const [verifyPhoneNumber, { isLoading, error }] = useVerifyPhoneNumberMutation();
  const navigate = useNavigate();
  return (
    <AuthCard title="Enable Two Factor Authentication">
      <p>
        Enter the mobile phone number that should receive your verification codes. We will text you a code to confirm it.
      </p>
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
        <Form.Item label="Phone Number" name="phoneNumber" rules={phoneNumberRules} extra="For example 555-123-4567.">
          <Input type="tel" autoComplete="tel" />
        </Form.Item>
        <Button type="primary" htmlType="submit" loading={isLoading} block>
          Send Code
        </Button>
      </Form>
    </AuthCard>
  );
}
