/**
 * The number in E.164, as Twilio wants it: contracts' `phoneInE164` (libphonenumber-js). Identity accepts
 * E.164 or the spec's US format XXX-XXX-XXXX; the latter gets the US country code.
 */
export { phoneInE164 as toE164 } from '@app/contracts';
