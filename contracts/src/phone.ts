import { parsePhoneNumberFromString, type PhoneNumber } from 'libphonenumber-js/min';

/**
 * Phone numbers, in one place (libphonenumber-js reads them). The spec writes a US number XXX-XXX-XXXX
 * (spec 02 §5: 'Please format the phone number as XXX-XXX-XXXX'); the checks below stay shape checks with
 * that message, so a number the spec's format allows is never refused for its area code.
 */

/** The spec's phone format, ddd-ddd-dddd (spec 02 §9): a client's and a supporter's number, the notification settings'. */
export const US_PHONE = /^\d{3}-\d{3}-\d{4}$/;

/** A phone number a user sets for two-factor codes: E.164, or the spec's US format. */
export const PHONE_NUMBER = /^(\+[1-9]\d{7,14}|\d{3}-\d{3}-\d{4})$/;

/** The number written in `input` and nothing else (no extension, no words around it), read as US unless it starts with +. */
function parsed(input: string): PhoneNumber | undefined {
  const phone = parsePhoneNumberFromString(input.trim(), { defaultCountry: 'US', extract: false });
  return phone && !phone.ext ? phone : undefined;
}

/**
 * A US number however it was typed ('(555) 123 4567', '+1 555.123.4567', '5551234567') in the spec's
 * format XXX-XXX-XXXX; undefined for anything else (too few or many digits, another country, words).
 */
export function usPhoneInSpecFormat(input: string): string | undefined {
  const phone = parsed(input);
  if (phone?.countryCallingCode !== '1' || phone.nationalNumber.length !== 10) return undefined;
  const digits = phone.nationalNumber;
  return `${digits.slice(0, 3)}-${digits.slice(3, 6)}-${digits.slice(6)}`;
}

/** The number in E.164, as an SMS provider wants it: the spec's US format gets +1; one it cannot read stays as written. */
export function phoneInE164(input: string): string {
  return parsed(input)?.number ?? input.trim();
}
