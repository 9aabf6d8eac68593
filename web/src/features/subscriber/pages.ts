/** The subscriber area (one lazily loaded chunk). */
export { SubscriberDashboard } from './SubscriberDashboard';
export { ManageSubscriptionPage } from '../subscription/ManageSubscriptionPage';
export { ChangePaymentMethodPage } from '../subscription/ChangePaymentMethodPage';
export { CheckInPage } from '../offline/CheckInPage';
export { CheckOutPage } from '../offline/CheckOutPage';
export { AddClientPage, ClientViewPage } from '../clients/pages';
export { CloseAccountPage } from '../auth/CloseAccountPage';
