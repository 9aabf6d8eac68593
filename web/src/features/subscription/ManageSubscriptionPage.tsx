import { Alert, Button, Card, Descriptions, Modal, Skeleton, Space, Typography } from 'antd';
import { Messages } from '@app/contracts';
import { errorStatus } from '../../app/errors';
import { useAppSelector } from '../../app/hooks';
import { selectAuth } from '../auth/authSlice';
import { ErrorAlert } from '../shell/ErrorAlert';
import { LinkButton } from '../shell/LinkButton';
import { NoAccess } from '../shell/NoAccess';
import { useToast } from '../shell/toast';
import {
  formatCents,
  isCanceled,
  useCancelSubscriptionMutation,
  useGetBillingDetailsQuery,
  useGetMySubscriptionQuery,
  type MySubscription,
} from './subscriptionApi';

export const canceledMessage = 'Your subscription was canceled. It stays active until the end of the period you paid for.';

/** A date of the API (ISO) as the reader's calendar date. */
export function formatDate(value: string | null | undefined): string {
  if (!value) return '';
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? value : date.toLocaleDateString('en-US', { year: 'numeric', month: 'long', day: 'numeric' });
}

const priceText: Record<string, string> = { StandardMonthly: `${formatCents(3980)} / month`, StandardYearly: `${formatCents(39800)} / year` };

/**
 * /subscriber/manageSubscription, My Subscription (spec 02 §2, §4): details, billing details, cancel (with a
 * confirmation) or renew. A canceled subscription hides its expiration and offers Renew; otherwise Cancel.
 */
export function ManageSubscriptionPage() {
  const auth = useAppSelector(selectAuth);
  const { data: subscription, error, isLoading } = useGetMySubscriptionQuery(auth.id!, { skip: !auth.id });
  if (isLoading) return <Skeleton active />;
  if (error && errorStatus(error) === 403) return <NoAccess />;
  return (
    <div style={{ maxWidth: 760 }}>
      <Typography.Title level={2} style={{ marginTop: 0 }}>
        My Subscription
      </Typography.Title>
      {error ? (
        <ErrorAlert error={error} />
      ) : subscription ? (
        <SubscriptionDetails subscription={subscription} />
      ) : (
        <Space orientation="vertical">
          <Alert type="info" showIcon title="You do not have a subscription." />
          <LinkButton type="primary" to="/subscribe">
            Subscribe
          </LinkButton>
        </Space>
      )}
    </div>
  );
}

function SubscriptionDetails({ subscription }: { subscription: NonNullable<MySubscription> }) {
  const canceled = isCanceled(subscription);
  const [modal, modalHolder] = Modal.useModal();
  const toast = useToast();
  const [cancel, { isLoading: canceling, error: cancelError }] = useCancelSubscriptionMutation();
  const renewable = canceled || !subscription.isActive;

  const confirmCancel = () =>
    modal.confirm({
      title: 'Cancel your subscription?',
      content: 'Your subscription stays active until the end of the period you have paid for, and is not renewed.',
      okText: 'Cancel Subscription',
      okButtonProps: { danger: true },
      cancelText: 'Keep Subscription',
      onOk: async () => {
        try {
          await cancel({ subscriptionId: subscription.id }).unwrap();
          toast.success(canceledMessage);
        } catch {
          // shown on the page
        }
      },
    });

  return (
    <Space orientation="vertical" size="large" style={{ width: '100%' }}>
      {modalHolder}
      {cancelError && <ErrorAlert error={cancelError} />}
      <Card title="Subscription Details">
        <Descriptions
          column={1}
          items={[
            { key: 'plan', label: 'Plan', children: subscription.displayName },
            ...(subscription.priceName ? [{ key: 'price', label: 'Price', children: priceText[subscription.priceName] }] : []),
            { key: 'status', label: 'Status', children: <span data-testid="subscription-status">{subscription.stripeStatus ?? (subscription.isActive ? 'active' : 'inactive')}</span> },
            ...(!canceled && subscription.stripeExpiration
              ? [{ key: 'expiration', label: subscription.isActive ? 'Renews On' : 'Expired On', children: <span data-testid="subscription-expiration">{formatDate(subscription.stripeExpiration)}</span> }]
              : []),
          ]}
        />
        <Space style={{ marginTop: 16 }}>
          {renewable ? (
            <LinkButton type="primary" to="/subscribe">
              Renew
            </LinkButton>
          ) : (
            !subscription.isEnterprise && (
              <Button danger onClick={confirmCancel} loading={canceling}>
                Cancel Subscription
              </Button>
            )
          )}
        </Space>
      </Card>
      {subscription.isEnterprise ? (
        <Alert type="info" showIcon title="Your firm's administrator manages this subscription and its billing." />
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
      title="Billing Details"
      extra={
        <LinkButton type="link" to="/subscriber/changePaymentMethod">
          Change Payment Method
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
              label: 'Card',
              children: details.last4 ? `•••• ${details.last4}${details.expMonth && details.expYear ? `, expires ${String(details.expMonth).padStart(2, '0')}/${details.expYear}` : ''}` : 'None',
            },
            { key: 'name', label: 'Name', children: details.name ?? '' },
            {
              key: 'address',
              label: 'Address',
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
