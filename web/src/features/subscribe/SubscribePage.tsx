import { Steps } from 'antd';
import { useState } from 'react';
import { Roles, type PriceName } from '@app/contracts';
import { useAppSelector } from '../../app/hooks';
import { selectIsAuthenticated, selectRoles } from '../auth/authSlice';
import { ErrorAlert } from '../shell/ErrorAlert';
import { NoAccess } from '../shell/NoAccess';
import { PageTitle } from '../shell/ui';
import { useGetPlansQuery } from '../subscription/subscriptionApi';
import { ChoosePlanStep } from './ChoosePlanStep';
import { CreateAccountStep } from './CreateAccountStep';
import { PaymentStep } from './PaymentStep';
import type { AppliedPromotion } from './pricing';
import { SubscribeMessages as M } from './messages';


/**
 * /subscribe, the sign-up wizard, also used to renew (spec 01 §2, §4): a signed-in user starts at step 1 under
 * the title "Renew Subscription". Completed steps can be clicked to go back, never forward.
 */
export function SubscribePage() {
  const authenticated = useAppSelector(selectIsAuthenticated);
  const [renewing] = useState(authenticated);
  const [step, setStep] = useState(authenticated ? 1 : 0);
  const [priceName, setPriceName] = useState<PriceName>('StandardMonthly');
  const [promo, setPromo] = useState<AppliedPromotion | null>(null);
  const { data: plans, error: plansError } = useGetPlansQuery(undefined, { skip: step < 2 });
  const plan = plans?.find((p) => p.priceName === priceName) ?? plans?.[0];
  const isClient = useAppSelector(selectRoles).includes(Roles.Client);

  // Clients never subscribe themselves (spec 01 §1): they follow their attorney's link.
  if (isClient) return <NoAccess />;

  return (
    <div>
      <PageTitle>{renewing ? M.renewSubscription : M.signUp}</PageTitle>
      <Steps
        current={step}
        onChange={(target) => target < step && setStep(target)}
        items={M.steps.map((title, index) => ({ title, disabled: index >= step }))}
        style={{ marginBottom: 32 }}
      />
      {step === 0 && <CreateAccountStep onDone={() => setStep(1)} />}
      {step === 1 && (
        <ChoosePlanStep priceName={priceName} onPriceName={setPriceName} promo={promo} onPromo={setPromo} onNext={() => setStep(2)} />
      )}
      {step === 2 && (plan ? <PaymentStep plan={plan} promo={promo} /> : plansError ? <ErrorAlert error={plansError} /> : null)}
    </div>
  );
}
