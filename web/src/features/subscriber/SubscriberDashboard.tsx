import { PlusOutlined } from '@ant-design/icons';
import { Alert, Empty, Space, Spin, Typography } from 'antd';
import { Link } from 'react-router';
import { useAppSelector } from '../../app/hooks';
import { selectAuth } from '../auth/authSlice';
import { LinkButton } from '../shell/LinkButton';
import { useGetMySubscriptionQuery } from '../subscription/subscriptionApi';

/**
 * The subscriber's home (spec 02 §2): the expired-subscription alert and Add New Client, disabled while the
 * subscription is not active. The client tables arrive with the clients service.
 */
export function SubscriberDashboard() {
  const auth = useAppSelector(selectAuth);
  const { data: subscription, isLoading, isError } = useGetMySubscriptionQuery(auth.id!, { skip: !auth.id });
  const active = !!subscription?.isActive;
  return (
    <div>
      <Space style={{ width: '100%', justifyContent: 'space-between', marginBottom: 16 }} wrap>
        <Typography.Title level={2} style={{ margin: 0 }}>
          My Clients
        </Typography.Title>
        <Space wrap>
          <LinkButton to="/subscriber/manageSubscription">My Subscription</LinkButton>
          <LinkButton to="/subscriberHelp">Help</LinkButton>
          <LinkButton type="primary" icon={<PlusOutlined />} to="/subscriber/client/add" disabled={!active}>
            Add New Client
          </LinkButton>
        </Space>
      </Space>
      {isLoading && <Spin />}
      {isError && <Alert type="warning" showIcon title="Unable to load your subscription." style={{ marginBottom: 16 }} />}
      {!isLoading && !isError && !active && (
        <Alert
          type="warning"
          showIcon
          style={{ marginBottom: 16 }}
          title={subscription ? 'Your subscription has expired.' : 'You do not have an active subscription.'}
          description={
            <span>
              To invite clients, <Link to="/subscribe">{subscription ? 'renew your subscription' : 'subscribe'}</Link> or{' '}
              <Link to="/subscriber/manageSubscription">manage your subscription</Link>.
            </span>
          }
        />
      )}
      <Empty description="Your clients will be listed here." />
    </div>
  );
}
