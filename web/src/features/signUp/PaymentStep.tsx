import { Button, Col, Form, Input, Row } from 'antd';
import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router';
import type { BillingDetails, Plan } from '@app/contracts';
import { useAppSelector } from '../../app/hooks';
import { useRefreshMutation } from '../auth/accountApi';
import { selectAuth } from '../auth/authSlice';
import { requiredTextRules } from '../auth/rules';
import { AddressFields } from '../paymentDetails/AddressFields';
import { addressPayload, cardBillingDetails } from '../paymentDetails/card';
import { CardField } from '../paymentDetails/CardField';
import { FieldRow } from '../paymentDetails/FieldRow';
import { useCardSubmission } from '../paymentDetails/useCardSubmission';
import { ErrorAlert } from '../ui/ErrorAlert';
import { useToast } from '../ui/toast';
import { usePurchaseMutation } from '../mySubscription/subscriptionApi';
import { OrderSummary } from './ChoosePlanStep';
import type { AppliedPromotion } from './pricing';
import { signUpText } from './texts';
import { useSubscriberRoleGranted } from './useSubscriberRoleGranted';

interface Values {
  firstName: string;
  lastName: string;
  line1: string;
  line2?: string;
  city: string;
  state?: string;
  postalCode: string;
  country?: string;
}

/**
 * Step 2: the payer's name and address and the card (spec 01 §2). The card becomes a payment method in the
 * browser; the purchase call carries its id. After a purchase: a toast, the Subscriber role awaited, a session
 * refresh (a token with the new roles) and /.
 */
/** The payer's details on file (a renewal), as the form's values: the card's one name split into first and last. */
function valuesOnFile(details: BillingDetails | undefined): Partial<Values> {
  if (!details) return {};
  const name = details.name?.trim() ?? '';
  const space = name.lastIndexOf(' ');
  return {
    firstName: space > 0 ? name.slice(0, space) : name,
    lastName: space > 0 ? name.slice(space + 1) : '',
    line1: details.line1 ?? '',
    line2: details.line2 ?? '',
    city: details.city ?? '',
    state: details.state ?? undefined,
    postalCode: details.postalCode ?? '',
  };
}

export function PaymentStep({ plan, promo, onFile }: { plan: Plan; promo: AppliedPromotion | null; onFile?: BillingDetails }) {
  const [form] = Form.useForm<Values>();
  // What is on file fills the fields the payer has not touched yet (it may come after the form).
  useEffect(() => {
    if (onFile && !form.isFieldsTouched()) form.setFieldsValue(valuesOnFile(onFile));
  }, [onFile, form]);
  const { card, submitting, failure, submit } = useCardSubmission();
  const [purchase] = usePurchaseMutation();
  const [refresh] = useRefreshMutation();
  const toast = useToast();
  const navigate = useNavigate();
  const [purchased, setPurchased] = useState(false);
  const roleGranted = useSubscriberRoleGranted(useAppSelector(selectAuth).id ?? undefined, purchased);
  useEffect(() => {
    if (roleGranted) void refresh().finally(() => navigate('/'));
  }, [roleGranted, refresh, navigate]);

  const onFinish = async (values: Values) => {
    const firstName = values.firstName.trim();
    const lastName = values.lastName.trim();
    const purchased = await submit(cardBillingDetails(`${firstName} ${lastName}`, values), (paymentMethodId) =>
      purchase({
        paymentMethodId,
        promotionCodeId: promo?.id ?? null,
        priceName: plan.priceName,
        firstName,
        lastName,
        ...addressPayload(values),
        country: values.country ?? null,
      }).unwrap(),
    );
    if (!purchased) return;
    toast.success(signUpText('purchased'));
    setPurchased(true);
  };

  return (
    <Row gutter={32}>
      <Col xs={{ span: 24, order: 2 }} md={{ span: 14, order: 1 }}>
        <Form form={form} layout="vertical" initialValues={{ country: 'US' }} onFinish={(values) => void onFinish(values)}>
          {failure && <ErrorAlert lines={failure} />}
          <FieldRow>
            <Form.Item label={signUpText('firstName')} name="firstName" rules={requiredTextRules(100)} required>
              <Input autoComplete="given-name" />
            </Form.Item>
            <Form.Item label={signUpText('lastName')} name="lastName" rules={requiredTextRules(100)} required>
              <Input autoComplete="family-name" />
            </Form.Item>
          </FieldRow>
          <AddressFields withCountry />
          <CardField ref={card} />
          <Button type="primary" htmlType="submit" loading={submitting} size="large">
            {signUpText('purchase')}
          </Button>
        </Form>
      </Col>
      <Col xs={{ span: 24, order: 1 }} md={{ span: 10, order: 2 }} style={{ marginBottom: 24 }}>
        <OrderSummary plan={plan} promo={promo} />
      </Col>
    </Row>
  );
}
