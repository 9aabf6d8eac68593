import { Alert, Button, Form, Input, Space } from 'antd';
import { useNavigate } from 'react-router';
import { Messages } from '@app/contracts';
import { requiredRules } from '../auth/rules';
import { AddressFields } from '../paymentDetails/AddressFields';
import { addressPayload, cardBillingDetails } from '../paymentDetails/card';
import { CardField } from '../paymentDetails/CardField';
import { useCardSubmission } from '../paymentDetails/useCardSubmission';
import { ErrorAlert } from '../ui/ErrorAlert';
import { LinkButton } from '../ui/LinkButton';
import { useToast } from '../ui/toast';
import { useGetBillingDetailsQuery, useMySubscription, useUpdatePaymentMethodMutation } from './subscriptionApi';
import { mySubscriptionText } from './texts';
import { SubscriptionScreen } from './SubscriptionScreen';

interface Values {
  name: string;
  line1: string;
  line2?: string;
  city: string;
  state?: string;
  postalCode: string;
}

/** /subscriber/changePaymentMethod (spec 02 §2, §5): name, address, city, state, ZIP and the card. */
export function ChangePaymentMethodPage() {
  const { data: subscription, error, isLoading } = useMySubscription();
  const { data: details, isLoading: detailsLoading } = useGetBillingDetailsQuery(subscription?.id ?? '', { skip: !subscription });
  return (
    <SubscriptionScreen
      title={mySubscriptionText('changePaymentMethod')}
      back={{ to: '/subscriber/manageSubscription', label: mySubscriptionText('mySubscription') }}
      maxWidth={560}
      loading={isLoading || detailsLoading}
      error={error}
    >
      {!subscription ? (
        <Alert type="error" showIcon title={Messages.unableToLoadPaymentMethod} />
      ) : (
        <PaymentMethodForm
          subscriptionId={subscription.id}
          initial={{
            name: details?.name ?? '',
            line1: details?.line1 ?? '',
            line2: details?.line2 ?? '',
            city: details?.city ?? '',
            state: details?.state ?? undefined,
            postalCode: details?.postalCode ?? '',
          }}
        />
      )}
    </SubscriptionScreen>
  );
}

function PaymentMethodForm({ subscriptionId, initial }: { subscriptionId: string; initial: Partial<Values> }) {
  const { card, submitting, failure, submit } = useCardSubmission();
  const [update] = useUpdatePaymentMethodMutation();
  const toast = useToast();
  const navigate = useNavigate();

  const onFinish = async (values: Values) => {
    const name = values.name.trim();
    const updated = await submit(cardBillingDetails(name, values), (paymentMethodId) => update({ subscriptionId, paymentMethodId, name, ...addressPayload(values) }).unwrap());
    if (!updated) return;
    toast.success(mySubscriptionText('paymentMethodUpdated'));
    await navigate('/subscriber/manageSubscription');
  };

  return (
    <Form<Values> layout="vertical" initialValues={initial} onFinish={(values) => void onFinish(values)}>
      {failure && <ErrorAlert lines={failure} />}
      <Form.Item label={mySubscriptionText('nameOnCard')} name="name" rules={requiredRules} required>
        <Input autoComplete="cc-name" />
      </Form.Item>
      <AddressFields postalCodeLabel={mySubscriptionText('postalCode')} />
      <CardField ref={card} />
      <Space>
        <Button type="primary" htmlType="submit" loading={submitting}>
          {mySubscriptionText('updatePaymentMethod')}
        </Button>
        <LinkButton to="/subscriber/manageSubscription">{mySubscriptionText('cancel')}</LinkButton>
      </Space>
    </Form>
  );
}
