import { PlusOutlined } from '@ant-design/icons';
import { Alert, Empty, Space, Spin, Typography } from 'antd';
import { Link } from 'react-router';
import { Roles } from '@app/contracts';
import { useAppSelector } from '../../app/hooks';
import { selectAuth } from '../auth/authSlice';
import { useListFormsQuery } from '../myClients/clientsApi';
import { myClientsText } from '../myClients/texts';
import { MyClients, QUESTIONNAIRES_ONLY } from '../myClients/MyClients';
import { OfflineClients } from '../offline/OfflineClients';
import { LinkButton } from '../ui/LinkButton';
import { useMySubscription } from '../mySubscription/subscriptionApi';
import { subscriberDashboardText } from './texts';

/**
 * The subscriber's home (spec 02 §2): the expired-subscription alert, Getting Started while there are no
 * clients, My Offline Clients, and My Clients with Add New Client (disabled while the subscription is not active).
 */
export function SubscriberDashboard() {
  const { data: subscription, isLoading, isError } = useMySubscription();
  // An account that never subscribed has no clients to ask for (survey refuses it): an empty state instead (issue 36, item 11).
  const isSubscriber = useAppSelector(selectAuth).roles.includes(Roles.Subscriber);
  const { data: anyClient } = useListFormsQuery({ offset: 0, limit: 1, filter: QUESTIONNAIRES_ONLY }, { skip: !isSubscriber });
  const active = !!subscription?.isActive;
  const actions = (
    <Space wrap>
      <LinkButton to="/subscriber/manageSubscription">{subscriberDashboardText('mySubscription')}</LinkButton>
      <LinkButton to="/subscriberHelp">{subscriberDashboardText('help')}</LinkButton>
      <LinkButton type="primary" icon={<PlusOutlined />} to="/subscriber/client/add" disabled={!active}>
        {subscriberDashboardText('addNewClient')}
      </LinkButton>
    </Space>
  );
  return (
    <div>
      {isLoading && <Spin />}
      {isError && <Alert type="warning" showIcon title={subscriberDashboardText('unableToLoadSubscription')} style={{ marginBottom: 16 }} />}
      {!isLoading && !isError && !active && (
        <Alert
          type="warning"
          showIcon
          style={{ marginBottom: 16 }}
          title={subscription ? subscriberDashboardText('subscriptionExpired') : subscriberDashboardText('noActiveSubscription')}
          description={
            <span>
              {subscriberDashboardText('toInviteClients')}{' '}
              <Link to="/subscribe">{subscription ? subscriberDashboardText('renewYourSubscription') : subscriberDashboardText('subscribe')}</Link> {subscriberDashboardText('or')}{' '}
              <Link to="/subscriber/manageSubscription">{subscriberDashboardText('manageYourSubscription')}</Link>.
            </span>
          }
        />
      )}
      {anyClient?.total === 0 && (
        <Alert type="info" showIcon style={{ marginBottom: 16 }} title={myClientsText('gettingStartedTitle')} description={myClientsText('gettingStarted')} />
      )}
      <OfflineClients />
      {isSubscriber ? (
        <MyClients actions={actions} />
      ) : (
        <section>
          <Space style={{ width: '100%', justifyContent: 'space-between', marginBottom: 12 }} wrap>
            <Typography.Title level={1} style={{ margin: 0 }}>
              {myClientsText('myClients')}
            </Typography.Title>
            {actions}
          </Space>
          <Empty description={subscriberDashboardText('noClientsBeforeSubscribing')} />
        </section>
      )}
    </div>
  );
}
