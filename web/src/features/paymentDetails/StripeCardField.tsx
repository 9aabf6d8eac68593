import { CardElement, Elements, useElements, useStripe } from '@stripe/react-stripe-js';
import { loadStripe, type Stripe } from '@stripe/stripe-js';
import { Form } from 'antd';
import { useImperativeHandle, useState, type Ref } from 'react';
import { Messages } from '@app/contracts';
import type { CardHandle } from './card';
import { paymentDetailsText } from './texts';

const stripes = new Map<string, Promise<Stripe | null>>();
function stripeFor(key: string): Promise<Stripe | null> {
  let stripe = stripes.get(key);
  if (!stripe) {
    stripe = loadStripe(key);
    stripes.set(key, stripe);
  }
  return stripe;
}

/** Stripe's card field; the payment method is created in the browser and only its id goes to our server. */
export default function StripeCardField({ ref, publishableKey }: { ref: Ref<CardHandle>; publishableKey: string }) {
  return (
    <Elements stripe={stripeFor(publishableKey)}>
      <StripeCard cardRef={ref} />
    </Elements>
  );
}

function StripeCard({ cardRef }: { cardRef: Ref<CardHandle> }) {
  const stripe = useStripe();
  const elements = useElements();
  const [fieldError, setFieldError] = useState<string | null>(null);
  useImperativeHandle(
    cardRef,
    () => ({
      async createPaymentMethod(billing) {
        const card = elements?.getElement(CardElement);
        if (!stripe || !card) return { error: paymentDetailsText('cardFormNotLoaded') };
        const { paymentMethod, error } = await stripe.createPaymentMethod({ type: 'card', card, billing_details: billing });
        if (error || !paymentMethod) return { error: error?.message ?? Messages.unexpectedError };
        return { paymentMethodId: paymentMethod.id };
      },
    }),
    [stripe, elements],
  );
  return (
    <Form.Item label={paymentDetailsText('card')} required validateStatus={fieldError ? 'error' : undefined} help={fieldError ?? undefined}>
      <div style={{ border: '1px solid #d9d9d9', borderRadius: 6, padding: '8px 11px' }}>
        <CardElement options={{ hidePostalCode: true }} onChange={(event) => setFieldError(event.error?.message ?? null)} />
      </div>
    </Form.Item>
  );
}
