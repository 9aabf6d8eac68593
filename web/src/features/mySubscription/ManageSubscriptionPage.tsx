import { Alert, Button, Card, Descriptions, Modal, Skeleton, Space } from 'antd';
import { Messages, type Invoice, type Plan } from '@app/contracts';
import { ErrorAlert } from '../ui/ErrorAlert';
import { LinkButton } from '../ui/LinkButton';
import { useToast } from '../ui/toast';
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
import { mySubscriptionText } from './texts';
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
    <SubscriptionScreen
      title={mySubscriptionText('mySubscription')}
      back={{ to: '/', label: mySubscriptionText('backToMyClients') }}
      maxWidth={760}
      loading={isLoading}
      error={error}
    >
      {error ? (
        <ErrorAlert error={error} />
      ) : subscription ? (
        <SubscriptionDetails subscription={subscription} />
      ) : (
        <Space orientation="vertical">
          <Alert type="info" showIcon title={mySubscriptionText('noSubscription')} />
          <LinkButton type="primary" to="/subscribe">
            {mySubscriptionText('subscribe')}
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
  const { confirmCancel, canceling, cancelError } = useConfirmedCancel(subscription.id, modal);
  const renewable = canceled || !subscription.isActive;
  const { data: plans } = useGetPlansQuery();
  const plan = plans?.find((p) => p.priceName === subscription.priceName);
  const otherPlan = plans?.find((p) => p.priceName !== subscription.priceName);
  const { data: invoices } = useGetInvoicesQuery(subscription.id, { skip: subscription.isEnterprise });
  const { confirmSwitch, changing, changeError } = useConfirmedPlanSwitch(subscription.id, modal);
  const switchable = !canceled && subscription.isActive && !subscription.isEnterprise && !!plan && !!otherPlan;

  return (
    <Space orientation="vertical" size="large" style={{ width: '100%' }}>
      {modalHolder}
      {cancelError && <ErrorAlert error={cancelError} />}
      {changeError && <ErrorAlert error={changeError} />}
      {canceled && subscription.isActive && subscription.stripeExpiration && (
        <Alert type="warning" showIcon data-testid="access-continues" title={mySubscriptionText('accessContinuesUntil', { date: formatDate(subscription.stripeExpiration) })} />
      )}
      <Card title={mySubscriptionText('subscriptionDetails')}>
        <Descriptions column={1} items={detailItems(subscription, plan, invoices?.[0], canceled)} />
        <Space style={{ marginTop: 16 }}>
          {renewable ? (
            <LinkButton type="primary" to="/subscribe">
              {mySubscriptionText('renew')}
            </LinkButton>
          ) : (
            !subscription.isEnterprise && (
              <Button danger onClick={confirmCancel} loading={canceling}>
                {mySubscriptionText('cancelSubscription')}
              </Button>
            )
          )}
          {switchable && (
            <Button onClick={() => confirmSwitch(otherPlan)} loading={changing}>
              {mySubscriptionText('switchTo', { plan: otherPlan.displayName })}
            </Button>
          )}
        </Space>
      </Card>
      {subscription.isEnterprise ? (
        <Alert type="info" showIcon title={mySubscriptionText('managedByEnterprise')} />
      ) : (
        <>
          <BillingDetailsCard subscriptionId={subscription.id} />
          <BillingHistoryCard subscriptionId={subscription.id} />
        </>
      )}
    </Space>
  );
}

type ModalApi = ReturnType<typeof Modal.useModal>[0];

/** Switching to another plan, after a confirmation; a failure is shown on the page (`changeError`). */
function useConfirmedPlanSwitch(subscriptionId: string, modal: ModalApi) {
  const toast = useToast();
  const [changePlan, { isLoading: changing, error: changeError }] = useChangePlanMutation();
  const confirmSwitch = (to: Plan) => {
    modal.confirm({
      title: mySubscriptionText('confirmSwitchTitle', { plan: to.displayName }),
      content: mySubscriptionText('confirmSwitchContent', { price: formatPlanPrice(to) }),
      okText: mySubscriptionText('switchTo', { plan: to.displayName }),
      cancelText: mySubscriptionText('keepPlan'),
      onOk: async () => {
        try {
          await changePlan({ subscriptionId, priceName: to.priceName }).unwrap();
          toast.success(mySubscriptionText('planChanged', { plan: to.displayName }));
        } catch {
          // shown on the page
        }
      },
    });
  };
  return { confirmSwitch, changing, changeError };
}

/** Cancelling, after a confirmation; a failure is shown on the page (`cancelError`). */
function useConfirmedCancel(subscriptionId: string, modal: ModalApi) {
  const toast = useToast();
  const [cancel, { isLoading: canceling, error: cancelError }] = useCancelSubscriptionMutation();
  const confirmCancel = () => {
    modal.confirm({
      title: mySubscriptionText('confirmCancelTitle'),
      content: mySubscriptionText('confirmCancelContent'),
      okText: mySubscriptionText('cancelSubscription'),
      okButtonProps: { danger: true },
      cancelText: mySubscriptionText('keepSubscription'),
      onOk: async () => {
        try {
          await cancel({ subscriptionId }).unwrap();
          toast.success(mySubscriptionText('canceled'));
        } catch {
          // shown on the page
        }
      },
    });
  };
  return { confirmCancel, canceling, cancelError };
}

/** The subscription's plan, price (as last paid), status and, unless canceled, when it renews or expired. */
function detailItems(subscription: NonNullable<MySubscription>, plan: Plan | undefined, latest: Invoice | undefined, canceled: boolean) {
  return [
    { key: 'plan', label: mySubscriptionText('plan'), children: subscription.displayName },
    ...(plan ? [{ key: 'price', label: mySubscriptionText('price'), children: <span data-testid="subscription-price">{priceWords(plan, latest)}</span> }] : []),
    { key: 'status', label: mySubscriptionText('status'), children: <SubscriptionStatus subscription={subscription} /> },
    ...(!canceled && subscription.stripeExpiration
      ? [
          {
            key: 'expiration',
            label: subscription.isActive ? mySubscriptionText('renewsOn') : mySubscriptionText('expiredOn'),
            children: <span data-testid="subscription-expiration">{formatDate(subscription.stripeExpiration)}</span>,
          },
        ]
      : []),
  ];
}

/**
 * The plan's price, or what the last payment actually was when a promotion code took something off it
 * ("$29.80 paid with promotion code SAVE10 (regular price $39.80 / month)", issue 36).
 */
function priceWords(plan: Plan, latest: Invoice | undefined): string {
  const regular = formatPlanPrice(plan);
  if (!latest || latest.status !== 'paid' || latest.discount <= 0 || !latest.promotionCode) return regular;
  return mySubscriptionText('paidWithPromotionCode', { paid: formatCents(latest.amountPaid), code: latest.promotionCode, regular });
}

function BillingDetailsCard({ subscriptionId }: { subscriptionId: string }) {
  const { data: details, error, isLoading } = useGetBillingDetailsQuery(subscriptionId);
  return (
    <Card
      title={mySubscriptionText('billingDetails')}
      extra={
        <LinkButton type="link" to="/subscriber/changePaymentMethod">
          {mySubscriptionText('changePaymentMethod')}
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
              label: mySubscriptionText('card'),
              children: details.last4
                ? mySubscriptionText('cardNumberEnding', { last4: details.last4 }) +
                  (details.expMonth && details.expYear ? mySubscriptionText('cardExpires', { month: String(details.expMonth).padStart(2, '0'), year: details.expYear }) : '')
                : mySubscriptionText('noCard'),
            },
            { key: 'name', label: mySubscriptionText('name'), children: details.name ?? '' },
            {
              key: 'address',
              label: mySubscriptionText('address'),
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
