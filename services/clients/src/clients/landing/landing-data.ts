import { DEFAULT_LANGUAGE, type ClientLandingData } from '@app/contracts';
import type { Principal } from '@app/platform';
import type { ClientListRow } from '../client.query.js';

/** A wrong, deleted or malformed code: one answer for all of them, so none can be told from another. */
export const INVALID_LANDING: ClientLandingData = Object.freeze({
  isValidShortCode: false,
  isProctorUser: false,
  isOtherUser: false,
  isAuthenticated: false,
  isAccountActivated: false,
  activeFormId: null,
  activePageId: null,
  isFormCompleted: false,
  clientFirstName: null,
  clientLastName: null,
  clientEmail: null,
  clientEmailOrPhone: null,
  clientApplicationUserId: null,
  isOffline: false,
  subscriberDisplayName: null,
  preferredLanguage: DEFAULT_LANGUAGE,
});

/**
 * The landing data of the client a short code names (spec 02 §3), as seen by `caller` (the bearer of
 * a valid token, if one was sent): the client themself, their subscriber (who proctors), or someone
 * else. `clientApplicationUserId` appears once identity made the account (a password reset needs it).
 */
export function landingDataOf(client: ClientListRow | undefined, caller: Principal | undefined): ClientLandingData {
  if (!client) return INVALID_LANDING;
  const isClient = caller?.id === client.application_user_id;
  const isProctorUser = caller?.id === client.subscriber_id;
  return {
    isValidShortCode: true,
    isProctorUser,
    isOtherUser: !!caller && !isClient && !isProctorUser,
    isAuthenticated: !!caller,
    isAccountActivated: client.is_account_activated,
    activeFormId: client.active_form_id,
    activePageId: client.active_page_id,
    isFormCompleted: client.form_status === 'Completed',
    clientFirstName: client.first_name,
    clientLastName: client.last_name,
    clientEmail: client.email,
    clientEmailOrPhone: client.email ?? client.phone_number,
    clientApplicationUserId: client.has_account ? client.application_user_id : null,
    isOffline: client.is_offline,
    subscriberDisplayName: client.subscriber_display_name,
    preferredLanguage: client.preferred_language,
  };
}
