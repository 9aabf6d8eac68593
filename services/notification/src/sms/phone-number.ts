/**
 * The number in E.164, as Twilio wants it. Identity accepts E.164 or the spec's US format
 * XXX-XXX-XXXX; the latter gets the US country code.
 */
export function toE164(phoneNumber: string): string {
  const trimmed = phoneNumber.trim();
  if (trimmed.startsWith('+')) return `+${trimmed.slice(1).replace(/\D/g, '')}`;
  const digits = trimmed.replace(/\D/g, '');
  if (digits.length === 10) return `+1${digits}`;
  if (digits.length === 11 && digits.startsWith('1')) return `+${digits}`;
  return trimmed;
}
