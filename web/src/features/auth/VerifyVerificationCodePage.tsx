import { Form, Input } from 'antd';
import { Link, useNavigate } from 'react-router';
import { Messages } from '@app/contracts';
import { MutationForm } from '../ui/MutationForm';
import { useToast } from '../ui/toast';
import { useVerifyVerificationCodeMutation } from './accountApi';
import { AuthCard } from './AuthCard';
import { verificationCodeRules } from './rules';
import { authText } from './texts';

/** /verifyVerificationCode: the code texted to the phone; on success a toast and home. */
export function VerifyVerificationCodePage() {
  const [verifyCode, mutation] = useVerifyVerificationCodeMutation();
  const toast = useToast();
  const navigate = useNavigate();
  return (
    <AuthCard title={authText('enterVerificationCode')} intro={authText('codeTextedIntro')}>
      <MutationForm
        mutation={mutation}
        submitText={authText('verify')}
        requiredMark={false}
        onSubmit={async ({ verificationCode }: { verificationCode: string }) => {
          await verifyCode({ verificationCode: verificationCode.trim() }).unwrap();
          toast.success(Messages.twoFactorEnabled);
          await navigate('/');
        }}
      >
        <Form.Item label={authText('verificationCode')} name="verificationCode" rules={verificationCodeRules}>
          <Input inputMode="numeric" autoComplete="one-time-code" />
        </Form.Item>
      </MutationForm>
      <p style={{ marginTop: 16 }}>
        {authText('noCode')} <Link to="/verifyPhoneNumber">{authText('sendItAgain')}</Link>
      </p>
    </AuthCard>
  );
}
