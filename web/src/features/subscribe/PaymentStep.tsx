import { Button, Col, Form, Input, Row } from 'antd';
import { useNavigate } from 'react-router';
import { Roles, type Plan } from '@app/contracts';
import { useRefreshMutation } from '../auth/accountApi';
import { requiredTextRules } from '../auth/rules';
import { AddressFields } from '../payment/AddressFields';
import { addressPayload, cardBillingDetails } from '../payment/card';
import { CardField } from '../payment/CardField';
import { FieldRow } from '../payment/FieldRow';
import { useCardSubmission } from '../payment/useCardSubmission';
import { ErrorAlert } from '../shell/ErrorAlert';
import { useToast } from '../shell/toast';
import { usePurchaseMutation } from '../subscription/subscriptionApi';
import { OrderSummary } from './ChoosePlanStep';
import type { AppliedPromotion } from './pricing';
import { SubscribeMessages as M } from './messages';

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

const REFRESH_ATTEMPTS = 10;
const REFRESH_INTERVAL_MS = 300;

/**
 * Step 2: the payer's name and address and the card (spec 01 §2). The card becomes a payment method in the
 * browser; the purchase call carries its id. After a purchase: a toast, a session refresh (the new roles) and /.
 */
export function PaymentStep({ plan, promo }: { plan: Plan; promo: AppliedPromotion | null }) {
  const [form] = Form.useForm<Values>();
  const { card, submitting, failure, submit } = useCardSubmission();
  const [purchase] = usePurchaseMutation();
  const [refresh] = useRefreshMutation();
  const toast = useToast();
  const navigate = useNavigate();

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
    toast.success(M.purchased);
    // Identity grants the Subscriber role when billing's SubscriptionPurchased event reaches it, a moment after
    // the purchase answered: refresh the session until the role is there (or give up; the next login has it).
    for (let attempt = 0; attempt < REFRESH_ATTEMPTS; attempt++) {
      try {
        const session = await refresh().unwrap();
        if (session.roles.includes(Roles.Subscriber)) break;
      } catch {
        break;
      }
      await new Promise((resolve) => setTimeout(resolve, REFRESH_INTERVAL_MS));
    }
    navigate('/');
  };

  return (
    <Row gutter={32}>
      <Col xs={{ span: 24, order: 2 }} md={{ span: 14, order: 1 }}>
        <Form form={form} layout="vertical" initialValues={{ country: 'US' }} onFinish={onFinish}>
          {failure && <ErrorAlert lines={failure} />}
          <FieldRow>
            <Form.Item label={M.firstName} name="firstName" rules={requiredTextRules(100)} required>
              <Input autoComplete="given-name" />
            </Form.Item>
            <Form.Item label={M.lastName} name="lastName" rules={requiredTextRules(100)} required>
              <Input autoComplete="family-name" />
            </Form.Item>
          </FieldRow>
          <AddressFields withCountry />
          <CardField ref={card} />
          <Button type="primary" htmlType="submit" loading={submitting} size="large">
            {M.purchase}
          </Button>
        </Form>
      </Col>
      <Col xs={{ span: 24, order: 1 }} md={{ span: 10, order: 2 }} style={{ marginBottom: 24 }}>
        <OrderSummary plan={plan} promo={promo} />
      </Col>
    </Row>
  );
}
