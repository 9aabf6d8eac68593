import { keepAccountContacts } from '@app/platform';
import type { BillingDatabase } from '../billing-database.js';

export const ACCOUNT_CONTACTS_HANDLER = 'billing-account-contacts';

/**
 * Identity's accounts -> `account_contacts`: the name and address the admin's subscription list and editor
 * show for a subscription's owner (issue 36). Erased with the person (erase-personal-data.reaction.ts).
 */
export const accountContactsReaction = () => keepAccountContacts<BillingDatabase>(ACCOUNT_CONTACTS_HANDLER, 'account_contacts');
