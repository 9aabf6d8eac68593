import { Form, Input } from 'antd';
import { authText } from './texts';
import { loginNameRules } from './rules';

/** The `email` field of login and of the password reset: an email, or the phone number a client was invited by. */
export function LoginNameField({ required }: { required?: boolean }) {
  return (
    <Form.Item label={authText('emailOrPhoneNumber')} name="email" rules={loginNameRules} required={required}>
      <Input autoComplete="username" />
    </Form.Item>
  );
}
