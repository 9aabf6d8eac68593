import { useRef, useState } from 'react';
import { errorLines } from '../../app/errors';
import type { CardBillingDetails, CardHandle } from './card';

/**
 * Submitting a payment form: the entered card becomes a payment method in the browser, then `save` sends its
 * id. A refusal (the card provider's or the server's) stops the spinner and becomes `failure`, the lines to
 * show; after a success the spinner keeps going through what the form does next.
 */
export function useCardSubmission() {
  const card = useRef<CardHandle>(null);
  const [submitting, setSubmitting] = useState(false);
  const [failure, setFailure] = useState<string[] | null>(null);

  /** Whether the payment method was created and saved. */
  const submit = async (billing: CardBillingDetails, save: (paymentMethodId: string) => Promise<unknown>): Promise<boolean> => {
    setSubmitting(true);
    setFailure(null);
    try {
      const method = await card.current!.createPaymentMethod(billing);
      if ('error' in method) {
        setFailure([method.error]);
        setSubmitting(false);
        return false;
      }
      await save(method.paymentMethodId);
      return true;
    } catch (error) {
      setFailure(errorLines(error));
      setSubmitting(false);
      return false;
    }
  };

  return { card, submitting, failure, submit };
}
