import { Messages } from '@app/contracts';
import { MutationForm } from '../ui/MutationForm';
import { useToast } from '../ui/toast';
import { useResetPasswordMutation } from './accountApi';
import { LoginNameField } from './LoginNameField';
import { NewPasswordFields } from './NewPasswordFields';
import { authText } from './texts';

interface Values {
  email: string;
  password: string;
  confirmPassword: string;
}

/**
 * The password-reset screen: shown by /login when the link's token and login name are in the query (`email`:
 * the address of a mailed link, the phone number of a texted one).
 */
export function ResetPasswordForm({ token, email, onDone }: { token: string; email: string; onDone: (loginName: string) => void }) {
  const [resetPassword, mutation] = useResetPasswordMutation();
  const toast = useToast();
  return (
    <MutationForm
      mutation={mutation}
      submitText={authText('resetPassword')}
      initialValues={{ email }}
      onSubmit={async (values: Values) => {
        await resetPassword({ email: values.email.trim(), token, password: values.password }).unwrap();
        toast.success(Messages.passwordChanged);
        onDone(values.email.trim());
      }}
    >
      <LoginNameField required />
      <NewPasswordFields name="password" label={authText('newPassword')} confirmLabel={authText('confirmPassword')} />
    </MutationForm>
  );
}
