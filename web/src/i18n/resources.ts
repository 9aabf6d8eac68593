import type { en } from './en';
import type { subscriberDashboardEn } from '../features/subscriberDashboard/texts';
import type { paymentDetailsEn } from '../features/paymentDetails/texts';
import type { offlineEn } from '../features/offline/texts';
import type { homeEn } from '../features/home/texts';
import type { complianceEn } from '../features/compliance/texts';
import type { signUpEn } from '../features/signUp/texts';
import type { mySubscriptionEn } from '../features/mySubscription/texts';
import type { authEn } from '../features/auth/words';
import type { caseDetailsEn, clientSummaryEn, clientViewEn, myClientsEn, editClientEn, lettersPacketEn, reportChoiceEn } from '../features/myClients/texts';
import type { adminEn } from '../features/admin/texts';
import type { listsEn } from '../features/lists/texts';
import type { shellEn } from '../features/shell/words';

/** Every namespace of the web app, by its English texts: a key that is not one of them fails `tsc`. */
export type Resources = typeof en & {
  shell: typeof shellEn;
  lists: typeof listsEn;
  admin: typeof adminEn;
  myClients: typeof myClientsEn;
  clientView: typeof clientViewEn;
  editClient: typeof editClientEn;
  reportChoice: typeof reportChoiceEn;
  caseDetails: typeof caseDetailsEn;
  clientSummary: typeof clientSummaryEn;
  lettersPacket: typeof lettersPacketEn;
  auth: typeof authEn;
  mySubscription: typeof mySubscriptionEn;
  signUp: typeof signUpEn;
  compliance: typeof complianceEn;
  home: typeof homeEn;
  offline: typeof offlineEn;
  paymentDetails: typeof paymentDetailsEn;
  subscriberDashboard: typeof subscriberDashboardEn;
};
