/** The subscriber area (one lazily loaded chunk). */
export { SubscriberDashboard } from './SubscriberDashboard';
export { ManageSubscriptionPage } from '../mySubscription/ManageSubscriptionPage';
export { ChangePaymentMethodPage } from '../mySubscription/ChangePaymentMethodPage';
export { CheckInPage } from '../offline/CheckInPage';
export { CheckOutPage } from '../offline/CheckOutPage';
export { AddClientPage, ClientViewPage } from '../myClients/pages';
export { CloseAccountPage } from '../auth/CloseAccountPage';
