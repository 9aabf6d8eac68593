import { Tag } from 'antd';
import { Plans, type ApplicationUser, type Client, type ContentBlock, type Subscription, type Template } from '@app/contracts';
import { useListClientsQuery } from '../myClients/clientsApi';
import { ListScreen, type ListColumn, type ListScreenProps } from '../lists/ListScreen';
import { SubscriptionStatus } from '../mySubscription/SubscriptionStatus';
import { SubscriptionOwnerLink } from './SubscriptionOwnerLink';
import { useListContentBlocksQuery, useListSubscriptionsQuery, useListTemplatesQuery, useListUsersQuery } from './adminApi';
import { adminText } from './texts';

const day = (iso: string | null) => (iso ? new Date(iso).toLocaleDateString() : '');

/** An admin list's screen: the one list screen (spec 01 §2 "List screens") with that list's settings. */
function adminList<Row extends object>(settings: ListScreenProps<Row>) {
  return function AdminList() {
    return <ListScreen {...settings} />;
  };
}

const userColumns: ListColumn<ApplicationUser>[] = [
  { key: 'id', title: 'Id', kind: 'text', hidden: true, filterable: false },
  { key: 'userName', title: 'User Name', kind: 'text' },
  { key: 'firstName', title: 'First Name', kind: 'text' },
  { key: 'lastName', title: 'Last Name', kind: 'text' },
  { key: 'email', title: 'Email', kind: 'text', hidden: true },
  { key: 'phoneNumber', title: 'Phone', kind: 'text', hidden: true },
  { key: 'roles', title: 'Roles', kind: 'text', render: (user) => user.roles.join(', ') },
  { key: 'twoFactorEnabled', title: 'Two Factor', kind: 'boolean', hidden: true },
  // Which accounts an admin disabled (issue 36), marked as the user's own screen marks them.
  { key: 'disabled', title: adminText('accountDisabled'), kind: 'boolean', render: (user) => user.disabled && <Tag color="error">{adminText('accountDisabled')}</Tag> },
  { key: 'created', title: 'Created', kind: 'date', render: (user) => day(user.created) },
];

/** `/applicationUser` (spec 01 §2). */
export const UserList = adminList({
  title: adminText('users'),
  columns: userColumns,
  useList: useListUsersQuery,
  defaultOrder: 'email asc',
  rowPath: (user) => `/applicationUser/${user.id}`,
});

const subscriptionColumns: ListColumn<Subscription>[] = [
  { key: 'id', title: 'Id', kind: 'text', hidden: true, filterable: false },
  { key: 'displayName', title: 'Name', kind: 'text' },
  // Whose it is (issue 36): the purchaser's name and email, a link to their account.
  { key: 'owner', title: 'Owner', kind: 'text', filterable: false, sortable: false, render: (subscription) => <SubscriptionOwnerLink owner={subscription.owner} /> },
  { key: 'priceName', title: 'Plan', kind: 'select', options: Plans.map(({ priceName }) => ({ value: priceName, label: priceName })) },
  { key: 'isActive', title: 'Status', kind: 'boolean', render: (subscription) => <SubscriptionStatus subscription={subscription} /> },
  { key: 'stripeStatus', title: 'Stripe Status', kind: 'text', hidden: true },
  { key: 'stripeExpiration', title: 'Expiration', kind: 'date', render: (subscription) => day(subscription.stripeExpiration) },
  { key: 'isEnterprise', title: 'Enterprise', kind: 'boolean', hidden: true },
  { key: 'stripeCustomerId', title: 'Stripe Customer', kind: 'text', hidden: true },
  { key: 'stripeSubscriptionId', title: 'Stripe Subscription', kind: 'text', hidden: true },
  { key: 'created', title: 'Created', kind: 'date', render: (subscription) => day(subscription.created) },
];

/** `/subscription` (spec 01 §2). */
export const SubscriptionList = adminList({
  title: adminText('subscriptions'),
  columns: subscriptionColumns,
  useList: useListSubscriptionsQuery,
  defaultOrder: 'created asc',
  rowPath: (subscription) => `/subscription/${subscription.id}`,
});

const clientColumns: ListColumn<Client>[] = [
  { key: 'id', title: 'Id', kind: 'text', hidden: true, filterable: false },
  { key: 'lastName', title: 'Name', kind: 'text', render: (client) => [client.applicationUser.lastName, client.applicationUser.firstName].filter(Boolean).join(', ') },
  { key: 'email', title: 'Email', kind: 'text', render: (client) => client.applicationUser.email },
  { key: 'phoneNumber', title: 'Phone', kind: 'text', render: (client) => client.applicationUser.phoneNumber },
  { key: 'subscriberName', title: 'Subscriber Name', kind: 'text', render: (client) => client.subscriptionUser?.displayName },
];

/** `/client` (spec 02 §2 admin client list): a row opens the client view. */
export const ClientList = adminList({
  title: adminText('clients'),
  columns: clientColumns,
  useList: useListClientsQuery,
  defaultOrder: 'created desc',
  rowPath: (client) => `/subscriber/client/${client.id}`,
});

const templateColumns: ListColumn<Template>[] = [
  { key: 'id', title: 'Id', kind: 'text', hidden: true, filterable: false },
  { key: 'key', title: 'Key', kind: 'text' },
  { key: 'subscriberTitle', title: 'Subscriber Title', kind: 'text' },
  { key: 'title', title: 'Title', kind: 'text' },
  { key: 'defaultWeight', title: 'Default Weight', kind: 'number' },
  { key: 'isOptional', title: 'Optional', kind: 'boolean' },
  { key: 'isDefault', title: 'Default', kind: 'boolean' },
  { key: 'spanishMissing', title: adminText('spanishMissingColumn'), kind: 'number', render: (template) => adminText('spanishMissingCell', { count: template.spanishMissing }) },
  { key: 'created', title: 'Created', kind: 'date', hidden: true, render: (template) => day(template.created) },
];

/** `/template` (spec 01 §2), in the questionnaire's order; sorted by Spanish Missing, the pages whose Spanish is incomplete come first. */
export const TemplateList = adminList({
  title: adminText('templates'),
  columns: templateColumns,
  useList: useListTemplatesQuery,
  defaultOrder: 'defaultWeight asc',
  rowPath: (template) => `/template/${template.id}`,
});

const contentBlockColumns: ListColumn<ContentBlock>[] = [
  { key: 'id', title: 'Id', kind: 'text', hidden: true, filterable: false },
  { key: 'slug', title: 'Slug', kind: 'text' },
  { key: 'title', title: 'Title', kind: 'text' },
  { key: 'description', title: 'Description', kind: 'text', hidden: true },
  { key: 'isPage', title: 'Page', kind: 'boolean' },
];

/** `/contentBlock` (spec 01 §2), with New (`/contentBlock/add`). */
export const ContentBlockList = adminList({
  title: adminText('content'),
  columns: contentBlockColumns,
  useList: useListContentBlocksQuery,
  defaultOrder: 'slug asc',
  newPath: '/contentBlock/add',
  rowPath: (block) => `/contentBlock/${block.id}`,
});
