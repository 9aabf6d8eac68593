import { Alert, Button, Form, Input } from 'antd';
import { Link } from 'react-router';
import { Messages } from '@app/contracts';
import { useAppSelector } from '../../app/hooks';
import { browserTimeZone } from '../account/timeZone';
import { useRegisterMutation } from '../auth/accountApi';
import { selectAuth } from '../auth/authSlice';
import { emailRules } from '../auth/rules';
import { MutationForm } from '../ui/MutationForm';
import { useToast } from '../ui/toast';
import { NewPasswordFields } from '../auth/NewPasswordFields';
import { signUpText } from './texts';

interface Values {
  email: string;
  password: string;
  confirmPassword: string;
}

/** Step 0: create the account (email, password, confirmation). A signed-in user only sees who they are. */
export function CreateAccountStep({ onDone }: { onDone: () => void }) {
  const auth = useAppSelector(selectAuth);
  const [register, mutation] = useRegisterMutation();
  const toast = useToast();
  if (auth.id) {
    return (
      <div>
        <Alert type="info" showIcon title={signUpText('loggedInAs', { userName: auth.userName ?? signUpText('thisUser') })} style={{ marginBottom: 16 }} />
        <Button type="primary" onClick={onDone}>
          {signUpText('next')}
        </Button>
      </div>
    );
  }
  return (
    <MutationForm
      mutation={mutation}
      submitText={signUpText('createAccount')}
      block={false}
      style={{ maxWidth: 460 }}
      onSubmit={async ({ email, password }: Values) => {
        // The browser's time zone goes on the account (issue 36, item 12): editable later on the Time Zone page.
        await register({ email: email.trim(), password, timeZone: browserTimeZone() }).unwrap();
        toast.success(Messages.accountCreated);
        onDone();
      }}
      footer={
        <p style={{ marginTop: 16 }}>
          {signUpText('alreadyHaveAccount')} <Link to="/login?redirect=%2Fsubscribe">{signUpText('logIn')}</Link>
        </p>
      }
    >
      <Form.Item label={signUpText('email')} name="email" rules={emailRules} required>
        <Input type="email" autoComplete="username" />
      </Form.Item>
      <NewPasswordFields name="password" label={signUpText('password')} confirmLabel={signUpText('confirmPassword')} />
    </MutationForm>
  );
}
