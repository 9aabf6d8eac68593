import { Button, Form, Input } from 'antd';
import { Messages } from '@app/contracts';
import { ErrorAlert } from '../shell/ErrorAlert';
import { useToast } from '../shell/toast';
import { useResetPasswordMutation } from './accountApi';
import { emailRules } from './rules';
import { NewPasswordFields } from './NewPasswordFields';
import { AuthMessages as M } from './messages';

interface Values {
  email: string;
  password: string;
  confirmPassword: string;
}

/** The password-reset screen: shown by /login when the emailed link's token (and email) are in the query. */
export function ResetPasswordForm({ token, email, onDone }: { token: string; email: string; onDone: (email: string) => void }) {
  const [resetPassword, { isLoading, error }] = useResetPasswordMutation();
  const toast = useToast();
  return (
    <Form
      layout="vertical"
      initialValues={{ email }}
      onFinish={async (values: Values) => {
        try {
          await resetPassword({ email: values.email.trim(), token, password: values.password }).unwrap();
          toast.success(Messages.passwordChanged);
          onDone(values.email.trim());
        } catch {
          // shown below
        }
      }}
    >
      {error && <ErrorAlert error={error} />}
      <Form.Item label={M.email} name="email" rules={emailRules} required>
        <Input type="email" autoComplete="username" />
      </Form.Item>
      <NewPasswordFields name="password" label={M.newPassword} confirmLabel={M.confirmPassword} />
      <Button type="primary" htmlType="submit" loading={isLoading} block>
        {M.resetPassword}
      </Button>
    </Form>
  );
}
