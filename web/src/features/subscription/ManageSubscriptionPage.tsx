import { Alert, Button, Card, Descriptions, Modal, Skeleton, Space } from 'antd';
import { Messages, type Invoice, type Plan } from '@app/contracts';
import { ErrorAlert } from '../shell/ErrorAlert';
import { LinkButton } from '../shell/LinkButton';
import { useToast } from '../shell/toast';
import {
  isCanceled,
  useCancelSubscriptionMutation,
  useChangePlanMutation,
  useGetBillingDetailsQuery,
  useGetInvoicesQuery,
  useGetPlansQuery,
  useMySubscription,
  type MySubscription,
} from './subscriptionApi';
import { subscriptionText } from './texts';
import { BillingHistoryCard } from './BillingHistoryCard';
import { formatCents, formatPlanPrice } from './prices';
import { SubscriptionScreen } from './SubscriptionScreen';
import { SubscriptionStatus } from './SubscriptionStatus';
import { CloseAccountMessages } from '../auth/closeAccountMessages';

/** A date of the API (ISO) as the reader's calendar date. */
export function formatDate(value: string | null | undefined): string {
  if (!value) return '';
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? value : date.toLocaleDateString('en-US', { year: 'numeric', month: 'long', day: 'numeric' });
}

/**
 * /subscriber/manageSubscription, My Subscription (spec 02 §2, §4): details, billing details, cancel (with a
 * confirmation) or renew. A canceled subscription hides its expiration and offers Renew; otherwise Cancel.
 */
export function ManageSubscriptionPage() {
  const { data: subscription, error, isLoading } = useMySubscription();
  return (
    <SubscriptionScreen title={subscriptionText('mySubscription')} back={{ to: '/', label: subscriptionText('backToMyClients') }} maxWidth={760} loading={isLoading} error={error}>
      {error ? (
        <ErrorAlert error={error} />
      ) : subscription ? (
        <SubscriptionDetails subscription={subscription} />
      ) : (
        <Space orientation="vertical">
          <Alert type="info" showIcon title={subscriptionText('noSubscription')} />
          <LinkButton type="primary" to="/subscribe">
            {subscriptionText('subscribe')}
          </LinkButton>
        </Space>
      )}
      {/* Closing the account, with what it does shown first (issue 36). */}
      <LinkButton type="link" danger to="/subscriber/closeAccount" style={{ paddingInline: 0, marginTop: 16 }}>
        {CloseAccountMessages.link}
      </LinkButton>
    </SubscriptionScreen>
  );
}

function SubscriptionDetails({ subscription }: { subscription: NonNullable<MySubscription> }) {
  const canceled = isCanceled(subscription);
  const [modal, modalHolder] = Modal.useModal();
  const toast = useToast();
  const [cancel, { isLoading: canceling, error: cancelError }] = useCancelSubscriptionMutation();
  const renewable = canceled || !subscription.isActive;
  const { data: plans } = useGetPlansQuery();
  const plan = plans?.find((p) => p.priceName === subscription.priceName);
  const otherPlan = plans?.find((p) => p.priceName !== subscription.priceName);
  const { data: invoices } = useGetInvoicesQuery(subscription.id, { skip: subscription.isEnterprise });
  const [changePlan, { isLoading: changing, error: changeError }] = useChangePlanMutation();
  const switchable = !canceled && subscription.isActive && !subscription.isEnterprise && !!plan && !!otherPlan;

  const confirmSwitch = (to: Plan) => {
    modal.confirm({
      title: subscriptionText('confirmSwitchTitle', { plan: to.displayName }),
      content: subscriptionText('confirmSwitchContent', { price: formatPlanPrice(to) }),
      okText: subscriptionText('switchTo', { plan: to.displayName }),
      cancelText: subscriptionText('keepPlan'),
      onOk: async () => {
        try {
          await changePlan({ subscriptionId: subscription.id, priceName: to.priceName }).unwrap();
          toast.success(subscriptionText('planChanged', { plan: to.displayName }));
        } catch {
          // shown on the page
        }
      },
    });
  };

  const confirmCancel = () => {
    modal.confirm({
      title: subscriptionText('confirmCancelTitle'),
      content: subscriptionText('confirmCancelContent'),
      okText: subscriptionText('cancelSubscription'),
      okButtonProps: { danger: true },
      cancelText: subscriptionText('keepSubscription'),
      onOk: async () => {
        try {
          await cancel({ subscriptionId: subscription.id }).unwrap();
          toast.success(subscriptionText('canceled'));
        } catch {
          // shown on the page
        }
      },
    });
  };

  return (
    <Space orientation="vertical" size="large" style={{ width: '100%' }}>
      {modalHolder}
      {cancelError && <ErrorAlert error={cancelError} />}
      {changeError && <ErrorAlert error={changeError} />}
      {canceled && subscription.isActive && subscription.stripeExpiration && (
        <Alert type="warning" showIcon data-testid="access-continues" title={subscriptionText('accessContinuesUntil', { date: formatDate(subscription.stripeExpiration) })} />
      )}
      <Card title={subscriptionText('subscriptionDetails')}>
        <Descriptions
          column={1}
          items={[
            { key: 'plan', label: subscriptionText('plan'), children: subscription.displayName },
            ...(plan ? [{ key: 'price', label: subscriptionText('price'), children: <span data-testid="subscription-price">{priceWords(plan, invoices?.[0])}</span> }] : []),
            { key: 'status', label: subscriptionText('status'), children: <SubscriptionStatus subscription={subscription} /> },
            ...(!canceled && subscription.stripeExpiration
              ? [
                  {
                    key: 'expiration',
                    label: subscription.isActive ? subscriptionText('renewsOn') : subscriptionText('expiredOn'),
                    children: <span data-testid="subscription-expiration">{formatDate(subscription.stripeExpiration)}</span>,
                  },
                ]
              : []),
          ]}
        />
        <Space style={{ marginTop: 16 }}>
          {renewable ? (
            <LinkButton type="primary" to="/subscribe">
              {subscriptionText('renew')}
            </LinkButton>
          ) : (
            !subscription.isEnterprise && (
              <Button danger onClick={confirmCancel} loading={canceling}>
                {subscriptionText('cancelSubscription')}
              </Button>
            )
          )}
          {switchable && (
            <Button onClick={() => confirmSwitch(otherPlan)} loading={changing}>
              {subscriptionText('switchTo', { plan: otherPlan.displayName })}
            </Button>
          )}
        </Space>
      </Card>
      {subscription.isEnterprise ? (
        <Alert type="info" showIcon title={subscriptionText('managedByEnterprise')} />
      ) : (
        <>
          <BillingDetailsCard subscriptionId={subscription.id} />
          <BillingHistoryCard subscriptionId={subscription.id} />
        </>
      )}
    </Space>
  );
}

/**
 * The plan's price, or what the last payment actually was when a promotion code took something off it
 * ("$29.80 paid with promotion code SAVE10 (regular price $39.80 / month)", issue 36).
 */
function priceWords(plan: Plan, latest: Invoice | undefined): string {
  const regular = formatPlanPrice(plan);
  if (!latest || latest.status !== 'paid' || latest.discount <= 0 || !latest.promotionCode) return regular;
  return subscriptionText('paidWithPromotionCode', { paid: formatCents(latest.amountPaid), code: latest.promotionCode, regular });
}

function BillingDetailsCard({ subscriptionId }: { subscriptionId: string }) {
  const { data: details, error, isLoading } = useGetBillingDetailsQuery(subscriptionId);
  return (
    <Card
      title={subscriptionText('billingDetails')}
      extra={
        <LinkButton type="link" to="/subscriber/changePaymentMethod">
          {subscriptionText('changePaymentMethod')}
        </LinkButton>
      }
    >
      {isLoading ? (
        <Skeleton active />
      ) : error || !details ? (
        <Alert type="error" showIcon title={Messages.unableToLoadPaymentMethod} />
      ) : (
        <Descriptions
          column={1}
          items={[
            {
              key: 'card',
              label: subscriptionText('card'),
              children: details.last4
                ? subscriptionText('cardNumberEnding', { last4: details.last4 }) +
                  (details.expMonth && details.expYear ? subscriptionText('cardExpires', { month: String(details.expMonth).padStart(2, '0'), year: details.expYear }) : '')
                : subscriptionText('noCard'),
            },
            { key: 'name', label: subscriptionText('name'), children: details.name ?? '' },
            {
              key: 'address',
              label: subscriptionText('address'),
              children: (
                <span>
                  {[details.line1, details.line2, [details.city, details.state].filter(Boolean).join(', ') + (details.postalCode ? ` ${details.postalCode}` : '')]
                    .filter((line) => line && line.trim() !== '')
                    .map((line, i) => (
                      <span key={i}>
                        {i > 0 && <br />}
                        {line}
                      </span>
                    ))}
                </span>
              ),
            },
          ]}
        />
      )}
    </Card>
  );
}
