import { Alert, Form, Input } from 'antd';
import { lazy, Suspense, useImperativeHandle, type Ref } from 'react';
import { Messages } from '@app/contracts';
import { config } from '../../app/config';
import { testPaymentMethodId, type CardHandle } from './card';
import { paymentDetailsText } from './texts';

// Stripe.js (and its React binding) load only where a publishable key is configured.
const StripeCardField = lazy(() => import('./StripeCardField'));

/**
 * The card field of the payment forms: Stripe's CardElement when a publishable key is configured, otherwise the
 * local payment simulator's test-card field. Either way the form asks it for a payment method id through `ref`.
 */
export function CardField({ ref, publishableKey = config.stripePublishableKey }: { ref: Ref<CardHandle>; publishableKey?: string | null }) {
  if (publishableKey) {
    return (
      <Suspense fallback={<Form.Item label={paymentDetailsText('card')}>{paymentDetailsText('loadingCardForm')}</Form.Item>}>
        <StripeCardField ref={ref} publishableKey={publishableKey} />
      </Suspense>
    );
  }
  return <TestCardField ref={ref} />;
}

function TestCardField({ ref }: { ref: Ref<CardHandle> }) {
  const form = Form.useFormInstance();
  useImperativeHandle(
    ref,
    () => ({
      async createPaymentMethod() {
        const id = testPaymentMethodId(form.getFieldValue('cardNumber') as string | undefined);
        return id ? { paymentMethodId: id } : { error: paymentDetailsText('unknownTestCard') };
      },
    }),
    [form],
  );
  return (
    <>
      <Alert type="info" showIcon title={paymentDetailsText('testCardHelp')} style={{ marginBottom: 12 }} />
      <Form.Item
        label={paymentDetailsText('cardNumber')}
        name="cardNumber"
        rules={[
          { required: true, whitespace: true, message: Messages.required },
          {
            validator: async (_rule, value: string | undefined) => {
              if (value && value.trim() !== '' && !testPaymentMethodId(value)) throw new Error(paymentDetailsText('unknownTestCard'));
            },
          },
        ]}
      >
        <Input inputMode="numeric" autoComplete="cc-number" placeholder="4242 4242 4242 4242" />
      </Form.Item>
    </>
  );
}
