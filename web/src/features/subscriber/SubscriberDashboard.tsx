import { PlusOutlined } from '@ant-design/icons';
import { Alert, Empty, Space, Spin, Typography } from 'antd';
import { Link } from 'react-router';
import { OfflineClients } from '../offline/OfflineClients';
import { LinkButton } from '../shell/LinkButton';
import { useMySubscription } from '../subscription/subscriptionApi';
import { SubscriberMessages as M } from './messages';

/**
 * The subscriber's home (spec 02 §2): the expired-subscription alert and Add New Client, disabled while the
 * subscription is not active. The client tables arrive with the clients service.
 */
export function SubscriberDashboard() {
  const { data: subscription, isLoading, isError } = useMySubscription();
  const active = !!subscription?.isActive;
  return (
    <div>
      <Space style={{ width: '100%', justifyContent: 'space-between', marginBottom: 16 }} wrap>
        <Typography.Title level={2} style={{ margin: 0 }}>
          {M.myClients}
        </Typography.Title>
        <Space wrap>
          <LinkButton to="/subscriber/manageSubscription">{M.mySubscription}</LinkButton>
          <LinkButton to="/subscriberHelp">{M.help}</LinkButton>
          <LinkButton type="primary" icon={<PlusOutlined />} to="/subscriber/client/add" disabled={!active}>
            {M.addNewClient}
          </LinkButton>
        </Space>
      </Space>
      {isLoading && <Spin />}
      {isError && <Alert type="warning" showIcon title={M.unableToLoadSubscription} style={{ marginBottom: 16 }} />}
      {!isLoading && !isError && !active && (
        <Alert
          type="warning"
          showIcon
          style={{ marginBottom: 16 }}
          title={subscription ? M.subscriptionExpired : M.noActiveSubscription}
          description={
            <span>
              {M.toInviteClients} <Link to="/subscribe">{subscription ? M.renewYourSubscription : M.subscribe}</Link> {M.or}{' '}
              <Link to="/subscriber/manageSubscription">{M.manageYourSubscription}</Link>.
            </span>
          }
        />
      )}
      <OfflineClients />
      <Empty description={M.clientsListedHere} />
    </div>
  );
}
