import { englishTexts } from '../../i18n/texts';

/** What the subscriber's dashboard says (spec 02 §2). */
export const subscriberDashboardEn = {
  mySubscription: 'My Subscription',
  help: 'Help',
  addNewClient: 'Add New Client',
  unableToLoadSubscription: 'Unable to load your subscription.',
  subscriptionExpired: 'Your subscription has expired.',
  noActiveSubscription: 'You do not have an active subscription.',
  toInviteClients: 'To invite clients,',
  renewYourSubscription: 'renew your subscription',
  subscribe: 'subscribe',
  or: 'or',
  manageYourSubscription: 'manage your subscription',
  noClientsBeforeSubscribing: 'No clients yet. Once you subscribe, the clients you invite are listed here.',
} as const;

export const subscriberDashboardText = englishTexts('subscriberDashboard', subscriberDashboardEn);
