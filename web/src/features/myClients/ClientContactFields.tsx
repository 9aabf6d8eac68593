import { Checkbox, Col, Form, Input, Row } from 'antd';
import { Messages } from '@app/contracts';
import { emailShapeRules, requiredTextRules, usPhoneShapeRules } from '../auth/rules';
import { myClientsText } from './texts';

/**
 * The client's name and how they are reached, as Add Client asks for them and Edit Client corrects them: an
 * email is required while the email channel is on, a phone number while the text-message channel is.
 */
export function ClientContactFields() {
  const form = Form.useFormInstance();
  const useEmail = Form.useWatch<boolean | undefined>('useEmail', form) ?? true;
  const useSms = Form.useWatch<boolean | undefined>('useSms', form) ?? true;
  return (
    <>
      <Row gutter={16}>
        <Col xs={24} sm={12}>
          <Form.Item name="firstName" label={myClientsText('firstNameLabel')} rules={requiredTextRules(100)} required>
            <Input autoComplete="off" maxLength={100} />
          </Form.Item>
        </Col>
        <Col xs={24} sm={12}>
          <Form.Item name="lastName" label={myClientsText('lastNameLabel')} rules={requiredTextRules(100)} required>
            <Input autoComplete="off" maxLength={100} />
          </Form.Item>
        </Col>
      </Row>
      <Form.Item name="useEmail" valuePropName="checked" style={{ marginBottom: 8 }}>
        <Checkbox>{myClientsText('useEmail')}</Checkbox>
      </Form.Item>
      <Form.Item
        name="email"
        label={myClientsText('emailLabel')}
        dependencies={['useEmail']}
        rules={[{ required: useEmail, whitespace: true, message: Messages.inviteEmailRequired }, ...emailShapeRules]}
      >
        <Input type="email" autoComplete="off" maxLength={254} />
      </Form.Item>
      <Form.Item name="useSms" valuePropName="checked" style={{ marginBottom: 8 }}>
        <Checkbox>{myClientsText('useSms')}</Checkbox>
      </Form.Item>
      <Form.Item
        name="phoneNumber"
        label={myClientsText('phoneLabel')}
        dependencies={['useSms']}
        rules={[{ required: useSms, whitespace: true, message: Messages.invitePhoneRequired }, ...usPhoneShapeRules]}
      >
        <Input type="tel" inputMode="tel" placeholder={myClientsText('phonePlaceholder')} autoComplete="off" maxLength={12} />
      </Form.Item>
    </>
  );
}
