/** Why a send failed, in words fit for an event (recipient removed), and whether trying again may help. */
export interface SendFailure {
  error: string;
  permanent: boolean;
}

const MAX_LENGTH = 500;

/**
 * Permanent: the SMTP server answered 5xx (bad recipient, refused login, message rejected) or Twilio
 * answered 4xx other than 429 (invalid number, unverified sender, wrong credentials). Everything
 * else (connection refused, time-outs, 4xx from SMTP, 5xx or 429 from Twilio) may pass later.
 */
export function describeFailure(error: unknown, recipient: string): SendFailure {
  const e = (error ?? {}) as { message?: string; code?: string | number; responseCode?: number; status?: number };
  const smtpCode = typeof e.responseCode === 'number' ? e.responseCode : undefined;
  const httpStatus = typeof e.status === 'number' ? e.status : undefined;
  const permanent = (smtpCode !== undefined && smtpCode >= 500 && smtpCode < 600) || (httpStatus !== undefined && httpStatus >= 400 && httpStatus < 500 && httpStatus !== 429);
  const prefix = [e.code, smtpCode ?? httpStatus].filter((part) => part !== undefined && part !== '').join(' ');
  const message = withoutRecipient(String(e.message ?? error), recipient);
  return { error: (prefix ? `${prefix}: ${message}` : message).slice(0, MAX_LENGTH), permanent };
}

/** Error texts often quote the address or number; events keep the recipient only sealed. */
function withoutRecipient(message: string, recipient: string): string {
  const forms = new Set([recipient, recipient.toLowerCase(), recipient.replace(/\D/g, '')].filter((form) => form.length >= 5));
  let result = message;
  for (const form of forms) result = result.split(form).join('[recipient]');
  return result.replace(/[^\s<>"'@]+@[^\s<>"'@]+/g, '[address]');
}
