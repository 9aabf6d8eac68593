import { Form, Input } from 'antd';
import { Messages } from '@app/contracts';
import { MutationForm } from '../shell/MutationForm';
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
  const [resetPassword, mutation] = useResetPasswordMutation();
  const toast = useToast();
  return (
    <MutationForm
      mutation={mutation}
      submitText={M.resetPassword}
      initialValues={{ email }}
      onSubmit={async (values: Values) => {
        await resetPassword({ email: values.email.trim(), token, password: values.password }).unwrap();
        toast.success(Messages.passwordChanged);
        onDone(values.email.trim());
      }}
    >
      <Form.Item label={M.email} name="email" rules={emailRules} required>
        <Input type="email" autoComplete="username" />
      </Form.Item>
      <NewPasswordFields name="password" label={M.newPassword} confirmLabel={M.confirmPassword} />
    </MutationForm>
  );
}
