import { Alert, Steps } from 'antd';
import { Link } from 'react-router';
import { useState } from 'react';
import { Roles, type PriceName } from '@app/contracts';
import { useAppSelector } from '../../app/hooks';
import { selectIsAuthenticated, selectRoles } from '../auth/authSlice';
import { ErrorAlert } from '../ui/ErrorAlert';
import { NoAccess } from '../shell/NoAccess';
import { PageTitle } from '../ui/layout';
import { isCanceled, useGetBillingDetailsQuery, useGetPlansQuery, useMySubscription } from '../mySubscription/subscriptionApi';
import { ChoosePlanStep } from './ChoosePlanStep';
import { CreateAccountStep } from './CreateAccountStep';
import { PaymentStep } from './PaymentStep';
import type { AppliedPromotion } from './pricing';
import { signUpText } from './texts';

/** `2027-01-31T...` as the reader's date. */
const dayOf = (iso: string | null) => (iso ? new Date(iso).toLocaleDateString() : '');

/**
 * /subscribe, the sign-up wizard, also used to renew (spec 01 §2, §4): a signed-in user starts at step 1 under
 * the title "Renew Subscription". Completed steps can be clicked to go back, never forward. A subscriber whose
 * subscription is still running is told so before any card is asked for; a renewal's payment details start from
 * the name and address on file.
 */
const steps = [signUpText('stepCreateAccount'), signUpText('stepChooseSubscription'), signUpText('stepPaymentDetails')];

/** The active subscription's plan, and the day it is paid until when there is one. */
const alreadySubscribed = (plan: string, until: string) => (until ? signUpText('alreadySubscribedUntil', { plan, until }) : signUpText('alreadySubscribed', { plan }));

export function SubscribePage() {
  const authenticated = useAppSelector(selectIsAuthenticated);
  const [renewing] = useState(authenticated);
  const [step, setStep] = useState(authenticated ? 1 : 0);
  const [priceName, setPriceName] = useState<PriceName>('StandardMonthly');
  const [promo, setPromo] = useState<AppliedPromotion | null>(null);
  const { data: plans, error: plansError } = useGetPlansQuery(undefined, { skip: step < 2 });
  const plan = plans?.find((p) => p.priceName === priceName) ?? plans?.[0];
  const isClient = useAppSelector(selectRoles).includes(Roles.Client);
  const { data: current } = useMySubscription();
  // Still running: there is nothing to buy (billing refuses a second subscription), so no card is asked for.
  // Judged before the payment step only: there, the subscription this wizard just bought must not replace the step
  // while it waits for the Subscriber role and goes home.
  const running = step < 2 && !!current?.isActive && !isCanceled(current);
  const { data: onFile } = useGetBillingDetailsQuery(current?.id ?? '', { skip: !current || running });
  // Canceled within its paid period: the same plan without a code resumes it; anything else starts anew today.
  const paidTimeLeft = !!current?.isActive && isCanceled(current);
  const keepsPaidTime = paidTimeLeft && current.priceName === priceName && !promo;

  // Clients never subscribe themselves (spec 01 §1): they follow their attorney's link.
  if (isClient) return <NoAccess />;

  return (
    <div>
      <PageTitle>{renewing ? signUpText('renewSubscription') : signUpText('signUp')}</PageTitle>
      {running && (
        <Alert
          type="info"
          showIcon
          style={{ marginBottom: 24 }}
          title={alreadySubscribed(current.displayName, dayOf(current.stripeExpiration))}
          description={
            <span>
              {signUpText('renewOnceEnded')} <Link to="/subscriber/manageSubscription">{signUpText('mySubscription')}</Link>.
            </span>
          }
        />
      )}
      {paidTimeLeft && step >= 1 && (
        <Alert
          type={keepsPaidTime ? 'info' : 'warning'}
          showIcon
          style={{ marginBottom: 24 }}
          title={
            keepsPaidTime
              ? signUpText('resumeKeepsPaidTime', { until: dayOf(current.stripeExpiration) })
              : signUpText('newPlanDropsPaidTime', { until: dayOf(current.stripeExpiration) })
          }
        />
      )}
      {!running && (
        <>
          <Steps
            current={step}
            onChange={(target) => target < step && setStep(target)}
            items={steps.map((title, index) => ({ title, disabled: index >= step }))}
            style={{ marginBottom: 32 }}
          />
          {step === 0 && <CreateAccountStep onDone={() => setStep(1)} />}
          {step === 1 && <ChoosePlanStep priceName={priceName} onPriceName={setPriceName} promo={promo} onPromo={setPromo} onNext={() => setStep(2)} />}
          {step === 2 && (plan ? <PaymentStep plan={plan} promo={promo} onFile={onFile} /> : plansError ? <ErrorAlert error={plansError} /> : null)}
        </>
      )}
    </div>
  );
}
