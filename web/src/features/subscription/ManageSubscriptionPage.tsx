import { Alert, Button, Card, Descriptions, Modal, Skeleton, Space } from 'antd';
import { Messages } from '@app/contracts';
import { ErrorAlert } from '../shell/ErrorAlert';
import { LinkButton } from '../shell/LinkButton';
import { useToast } from '../shell/toast';
import {
  isCanceled,
  useCancelSubscriptionMutation,
  useGetBillingDetailsQuery,
  useGetPlansQuery,
  useMySubscription,
  type MySubscription,
} from './subscriptionApi';
import { SubscriptionMessages as M } from './messages';
import { formatPlanPrice } from './prices';
import { SubscriptionScreen } from './SubscriptionScreen';
import { SubscriptionStatus } from './SubscriptionStatus';

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
    <SubscriptionScreen title={M.mySubscription} back={{ to: '/', label: M.backToMyClients }} maxWidth={760} loading={isLoading} error={error}>
      {error ? (
        <ErrorAlert error={error} />
      ) : subscription ? (
        <SubscriptionDetails subscription={subscription} />
      ) : (
        <Space orientation="vertical">
          <Alert type="info" showIcon title={M.noSubscription} />
          <LinkButton type="primary" to="/subscribe">
            {M.subscribe}
          </LinkButton>
        </Space>
      )}
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

  const confirmCancel = () =>
    modal.confirm({
      title: M.confirmCancelTitle,
      content: M.confirmCancelContent,
      okText: M.cancelSubscription,
      okButtonProps: { danger: true },
      cancelText: M.keepSubscription,
      onOk: async () => {
        try {
          await cancel({ subscriptionId: subscription.id }).unwrap();
          toast.success(M.canceled);
        } catch {
          // shown on the page
        }
      },
    });

  return (
    <Space orientation="vertical" size="large" style={{ width: '100%' }}>
      {modalHolder}
      {cancelError && <ErrorAlert error={cancelError} />}
      <Card title={M.subscriptionDetails}>
        <Descriptions
          column={1}
          items={[
            { key: 'plan', label: M.plan, children: subscription.displayName },
            ...(plan ? [{ key: 'price', label: M.price, children: formatPlanPrice(plan) }] : []),
            { key: 'status', label: M.status, children: <SubscriptionStatus subscription={subscription} /> },
            ...(!canceled && subscription.stripeExpiration
              ? [{ key: 'expiration', label: subscription.isActive ? M.renewsOn : M.expiredOn, children: <span data-testid="subscription-expiration">{formatDate(subscription.stripeExpiration)}</span> }]
              : []),
          ]}
        />
        <Space style={{ marginTop: 16 }}>
          {renewable ? (
            <LinkButton type="primary" to="/subscribe">
              {M.renew}
            </LinkButton>
          ) : (
            !subscription.isEnterprise && (
              <Button danger onClick={confirmCancel} loading={canceling}>
                {M.cancelSubscription}
              </Button>
            )
          )}
        </Space>
      </Card>
      {subscription.isEnterprise ? (
        <Alert type="info" showIcon title={M.managedByEnterprise} />
      ) : (
        <BillingDetailsCard subscriptionId={subscription.id} />
      )}
    </Space>
  );
}

function BillingDetailsCard({ subscriptionId }: { subscriptionId: string }) {
  const { data: details, error, isLoading } = useGetBillingDetailsQuery(subscriptionId);
  return (
    <Card
      title={M.billingDetails}
      extra={
        <LinkButton type="link" to="/subscriber/changePaymentMethod">
          {M.changePaymentMethod}
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
              label: M.card,
              children: details.last4
                ? M.cardNumberEnding(details.last4) + (details.expMonth && details.expYear ? M.cardExpires(details.expMonth, details.expYear) : '')
                : M.noCard,
            },
            { key: 'name', label: M.name, children: details.name ?? '' },
            {
              key: 'address',
              label: M.address,
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
