import { Button, Form, Input } from 'antd';
import { Link, useNavigate } from 'react-router';
import { Messages } from '@app/contracts';
import { ErrorAlert } from '../shell/ErrorAlert';
import { useToast } from '../shell/toast';
import { useVerifyVerificationCodeMutation } from './accountApi';
import { AuthCard } from './AuthCard';
import { verificationCodeRules } from './rules';
import { AuthMessages as M } from './messages';

/** /verifyVerificationCode: the code texted to the phone; on success a toast and home. */
export function VerifyVerificationCodePage() {
  const [verifyCode, { isLoading, error }] = useVerifyVerificationCodeMutation();
  const toast = useToast();
  const navigate = useNavigate();
  return (
    <AuthCard title={M.enterVerificationCode}>
      <p>{M.codeTextedIntro}</p>
      <Form
        layout="vertical"
        requiredMark={false}
        onFinish={async ({ verificationCode }: { verificationCode: string }) => {
          try {
            await verifyCode({ verificationCode: verificationCode.trim() }).unwrap();
            toast.success(Messages.twoFactorEnabled);
            navigate('/');
          } catch {
            // shown below
          }
        }}
      >
        {error && <ErrorAlert error={error} />}
        <Form.Item label={M.verificationCode} name="verificationCode" rules={verificationCodeRules}>
          <Input inputMode="numeric" autoComplete="one-time-code" />
        </Form.Item>
        <Button type="primary" htmlType="submit" loading={isLoading} block>
          {M.verify}
        </Button>
      </Form>
      <p style={{ marginTop: 16 }}>
        {M.noCode} <Link to="/verifyPhoneNumber">{M.sendItAgain}</Link>
      </p>
    </AuthCard>
  );
}
