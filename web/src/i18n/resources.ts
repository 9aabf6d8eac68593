import type { en } from './en';
import type { subscriberEn } from '../features/subscriber/texts';
import type { paymentEn } from '../features/payment/texts';
import type { offlineEn } from '../features/offline/texts';
import type { homeEn } from '../features/home/texts';
import type { complianceEn } from '../features/compliance/texts';
import type { subscribeEn } from '../features/subscribe/texts';
import type { subscriptionEn } from '../features/subscription/texts';
import type { authEn } from '../features/auth/texts';
import type { caseDetailsEn, clientSummaryEn, clientViewEn, clientsEn, editClientEn, lettersPacketEn, reportChoiceEn } from '../features/clients/texts';
import type { adminEn } from '../features/admin/texts';
import type { listsEn } from '../features/lists/texts';
import type { shellEn } from '../features/shell/texts';

/** Every namespace of the web app, by its English texts: a key that is not one of them fails `tsc`. */
export type Resources = typeof en & {
  shell: typeof shellEn;
  lists: typeof listsEn;
  admin: typeof adminEn;
  clients: typeof clientsEn;
  clientView: typeof clientViewEn;
  editClient: typeof editClientEn;
  reportChoice: typeof reportChoiceEn;
  caseDetails: typeof caseDetailsEn;
  clientSummary: typeof clientSummaryEn;
  lettersPacket: typeof lettersPacketEn;
  auth: typeof authEn;
  subscription: typeof subscriptionEn;
  subscribe: typeof subscribeEn;
  compliance: typeof complianceEn;
  home: typeof homeEn;
  offline: typeof offlineEn;
  payment: typeof paymentEn;
  subscriber: typeof subscriberEn;
};
