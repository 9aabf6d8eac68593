import { Form, Input } from 'antd';
import { authText } from './texts';
import { confirmPasswordRules, newPasswordRules } from './rules';

/** A new password and its confirmation (sign up, reset, change): the spec's rules and the 12-character hint. */
export function NewPasswordFields({ name, label, confirmLabel, mismatch }: { name: string; label: string; confirmLabel: string; mismatch?: string }) {
  return (
    <>
      <Form.Item label={label} name={name} rules={newPasswordRules} extra={authText('passwordHint')} required>
        <Input.Password autoComplete="new-password" />
      </Form.Item>
      <Form.Item label={confirmLabel} name="confirmPassword" dependencies={[name]} rules={confirmPasswordRules(name, mismatch)} required>
        <Input.Password autoComplete="new-password" />
      </Form.Item>
    </>
  );
}
