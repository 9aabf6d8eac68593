import { Alert, Button, Form, Input, Skeleton, Space, Typography } from 'antd';
import { useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { Messages } from '@app/contracts';
import { errorLines, errorStatus } from '../../app/errors';
import { useAppSelector } from '../../app/hooks';
import { selectAuth } from '../auth/authSlice';
import { requiredRules } from '../auth/rules';
import { AddressFields } from '../payment/AddressFields';
import { addressPayload, cardBillingDetails, type CardHandle } from '../payment/card';
import { CardField } from '../payment/CardField';
import { ErrorAlert } from '../shell/ErrorAlert';
import { LinkButton } from '../shell/LinkButton';
import { NoAccess } from '../shell/NoAccess';
import { useToast } from '../shell/toast';
import { useGetBillingDetailsQuery, useGetMySubscriptionQuery, useUpdatePaymentMethodMutation } from './subscriptionApi';
import { SubscriptionMessages as M } from './messages';

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
  const auth = useAppSelector(selectAuth);
  const { data: subscription, error, isLoading } = useGetMySubscriptionQuery(auth.id!, { skip: !auth.id });
  const { data: details, isLoading: detailsLoading } = useGetBillingDetailsQuery(subscription?.id ?? '', { skip: !subscription });
  if (isLoading || detailsLoading) return <Skeleton active />;
  if (error && errorStatus(error) === 403) return <NoAccess />;
  return (
    <div style={{ maxWidth: 560 }}>
      <Typography.Title level={2} style={{ marginTop: 0 }}>
        {M.changePaymentMethod}
      </Typography.Title>
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
    </div>
  );
}

function PaymentMethodForm({ subscriptionId, initial }: { subscriptionId: string; initial: Partial<Values> }) {
  const card = useRef<CardHandle>(null);
  const [update] = useUpdatePaymentMethodMutation();
  const [submitting, setSubmitting] = useState(false);
  const [failure, setFailure] = useState<string[] | null>(null);
  const toast = useToast();
  const navigate = useNavigate();

  const onFinish = async (values: Values) => {
    setSubmitting(true);
    setFailure(null);
    try {
      const method = await card.current!.createPaymentMethod(cardBillingDetails(values.name.trim(), values));
      if ('error' in method) {
        setFailure([method.error]);
        setSubmitting(false);
        return;
      }
      await update({
        subscriptionId,
        paymentMethodId: method.paymentMethodId,
        name: values.name.trim(),
        ...addressPayload(values),
      }).unwrap();
    } catch (error) {
      setFailure(errorLines(error));
      setSubmitting(false);
      return;
    }
    toast.success(M.paymentMethodUpdated);
    navigate('/subscriber/manageSubscription');
  };

  return (
    <Form layout="vertical" initialValues={initial} onFinish={onFinish}>
      {failure && <ErrorAlert lines={failure} />}
      <Form.Item label={M.nameOnCard} name="name" rules={requiredRules} required>
        <Input autoComplete="cc-name" />
      </Form.Item>
      <AddressFields postalCodeLabel={M.postalCode} />
      <CardField ref={card} />
      <Space>
        <Button type="primary" htmlType="submit" loading={submitting}>
          {M.updatePaymentMethod}
        </Button>
        <LinkButton to="/subscriber/manageSubscription">{M.cancel}</LinkButton>
      </Space>
    </Form>
  );
}
