import { Alert, Button, Col, Form, Input, InputNumber, Row, Typography } from 'antd';
import { ContactLimits, ContactMessages, Messages, type ContactRequest } from '@app/contracts';
import { emailRules, optionalTextRules, requiredTextRules } from '../auth/rules';
import { ErrorAlert } from '../ui/ErrorAlert';
import { useSendInquiryMutation } from './contactApi';
import { homeText } from './texts';

type InquiryValues = Omit<ContactRequest, 'seats'> & { seats?: number | null };

/**
 * The firms' path on the home page (issue 36, item 13): enterprise subscriptions are sold by contact only, so
 * a firm writes to the site admins here (`POST /api/contact`) and is told when it has been sent.
 */
export function FirmsContact() {
  const [send, sending] = useSendInquiryMutation();
  return (
    <section aria-labelledby="for-firms" style={{ marginTop: 48 }}>
      <h2 id="for-firms" style={{ fontSize: 24, fontWeight: 600 }}>
        {homeText('forFirms')}
      </h2>
      <p>{homeText('forFirmsPitch')}</p>
      {sending.isSuccess ? (
        <Alert type="success" showIcon title={ContactMessages.received} />
      ) : (
        <Form<InquiryValues>
          layout="vertical"
          aria-label={homeText('forFirms')}
          onFinish={(values) => void send({ ...values, phoneNumber: values.phoneNumber || null, seats: values.seats ?? null })}
        >
          <Row gutter={16}>
            <Col xs={24} sm={12}>
              <Form.Item name="name" label={homeText('yourName')} rules={requiredTextRules(ContactLimits.nameLength)} required>
                <Input autoComplete="name" maxLength={ContactLimits.nameLength} />
              </Form.Item>
            </Col>
            <Col xs={24} sm={12}>
              <Form.Item name="firm" label={homeText('firm')} rules={requiredTextRules(ContactLimits.firmLength)} required>
                <Input autoComplete="organization" maxLength={ContactLimits.firmLength} />
              </Form.Item>
            </Col>
            <Col xs={24} sm={12}>
              <Form.Item name="email" label={homeText('workEmail')} rules={emailRules} required>
                <Input type="email" autoComplete="email" maxLength={254} />
              </Form.Item>
            </Col>
            <Col xs={24} sm={12}>
              <Form.Item name="phoneNumber" label={homeText('phone')} rules={optionalTextRules(30)}>
                <Input type="tel" autoComplete="tel" maxLength={30} />
              </Form.Item>
            </Col>
            <Col xs={24} sm={12}>
              <Form.Item name="seats" label={homeText('seats')}>
                <InputNumber min={1} max={ContactLimits.maxSeats} precision={0} style={{ width: '100%' }} />
              </Form.Item>
            </Col>
          </Row>
          <Form.Item
            name="message"
            label={homeText('message')}
            required
            rules={[
              { required: true, whitespace: true, message: Messages.required },
              { max: ContactLimits.messageLength, message: Messages.textareaMaxLength(ContactLimits.messageLength) },
            ]}
          >
            <Input.TextArea rows={5} maxLength={ContactLimits.messageLength} />
          </Form.Item>
          {sending.isError && <ErrorAlert error={sending.error} />}
          <Typography.Paragraph type="secondary">{homeText('contactPrivacy')}</Typography.Paragraph>
          <Button type="primary" htmlType="submit" loading={sending.isLoading}>
            {homeText('contactUs')}
          </Button>
        </Form>
      )}
    </section>
  );
}
