import { Button, Descriptions, Form, Input, Radio, Space } from 'antd';
import { useState } from 'react';
import { Messages, type Plan, type PriceName } from '@app/contracts';
import { errorLines } from '../../app/errors';
import { ErrorAlert } from '../ui/ErrorAlert';
import { Loading } from '../shell/Shell';
import { Panel, secondaryText } from '../ui/layout';
import { formatCents, formatPlanPrice } from '../mySubscription/prices';
import { useGetPlansQuery, useValidatePromotionCodeMutation } from '../mySubscription/subscriptionApi';
import { describeDiscount, discountCents, totalCents, type AppliedPromotion } from './pricing';
import { signUpText } from './texts';

/** The price, discount and total of the chosen plan. */
export function OrderSummary({ plan, promo }: { plan: Plan; promo: AppliedPromotion | null }) {
  const discount = discountCents(plan.amount, promo);
  return (
    <Descriptions
      column={1}
      size="small"
      bordered
      items={[
        { key: 'plan', label: signUpText('plan'), children: plan.displayName },
        { key: 'price', label: signUpText('price'), children: formatPlanPrice(plan) },
        ...(promo ? [{ key: 'discount', label: signUpText('promoCodeLine', { code: promo.code }), children: `-${formatCents(discount)}` }] : []),
        { key: 'total', label: signUpText('total'), children: <strong data-testid="order-total">{formatCents(totalCents(plan.amount, promo))}</strong> },
      ]}
    />
  );
}

/**
 * Step 1: monthly or yearly (from GET /api/subscription/plans) and a promo code. Applying a code validates it;
 * emptying the field clears it.
 */
export function ChoosePlanStep({
  priceName,
  onPriceName,
  promo,
  onPromo,
  onNext,
}: {
  priceName: PriceName;
  onPriceName: (priceName: PriceName) => void;
  promo: AppliedPromotion | null;
  onPromo: (promo: AppliedPromotion | null) => void;
  onNext: () => void;
}) {
  const { data: plans, error, isLoading } = useGetPlansQuery();

  if (isLoading) return <Loading />;
  if (error || !plans) return <ErrorAlert error={error} />;
  const plan = plans.find((p) => p.priceName === priceName) ?? plans[0];

  return (
    <div style={{ maxWidth: 640 }}>
      <Radio.Group value={plan?.priceName} onChange={(e) => onPriceName(e.target.value as PriceName)} style={{ width: '100%' }}>
        <Space orientation="vertical" style={{ width: '100%' }}>
          {plans.map((p) => (
            <Panel key={p.priceName} style={{ padding: '12px 16px' }}>
              <Radio value={p.priceName}>
                <strong>{p.displayName}</strong> <span>{formatPlanPrice(p)}</span>
                <div style={secondaryText}>{p.description}</div>
              </Radio>
            </Panel>
          ))}
        </Space>
      </Radio.Group>

      <PromoCodeField promo={promo} onPromo={onPromo} />

      {plan && <OrderSummary plan={plan} promo={promo} />}
      <Button type="primary" style={{ marginTop: 24 }} onClick={onNext} disabled={!plan}>
        {signUpText('next')}
      </Button>
    </div>
  );
}

/** The promo code field: Apply or Enter validates the code, the answer shown under it. */
function PromoCodeField({ promo, onPromo }: { promo: AppliedPromotion | null; onPromo: (promo: AppliedPromotion | null) => void }) {
  const [validate, { isLoading: validating }] = useValidatePromotionCodeMutation();
  const [code, setCode] = useState(promo?.code ?? '');
  const [promoError, setPromoError] = useState<string | null>(null);

  const apply = async () => {
    const trimmed = code.trim();
    setPromoError(null);
    if (trimmed === '') return onPromo(null);
    try {
      const result = await validate({ code: trimmed }).unwrap();
      if (result.isValid) {
        onPromo({ code: result.code || trimmed, id: result.id, amountOff: result.amountOff, percentOff: result.percentOff });
      } else {
        onPromo(null);
        setPromoError(Messages.invalidPromoCode(trimmed));
      }
    } catch (e) {
      onPromo(null);
      setPromoError(errorLines(e).join(' '));
    }
  };

  return (
    <Form layout="vertical" style={{ marginTop: 24 }} component="div">
      <Form.Item
        label={signUpText('promoCode')}
        validateStatus={promoError ? 'error' : undefined}
        help={promoError ?? (promo ? signUpText('promoCodeApplied', { code: promo.code, discount: describeDiscount(promo) }) : undefined)}
      >
        <Space.Compact style={{ width: '100%', maxWidth: 360 }}>
          <Input
            aria-label={signUpText('promoCode')}
            value={code}
            onChange={(e) => {
              setCode(e.target.value);
              if (e.target.value.trim() === '') {
                setPromoError(null);
                onPromo(null);
              }
            }}
            onPressEnter={() => void apply()}
          />
          <Button onClick={() => void apply()} loading={validating}>
            {signUpText('apply')}
          </Button>
        </Space.Compact>
      </Form.Item>
    </Form>
  );
}
