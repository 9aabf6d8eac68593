import type { SmsSender } from '../../sms/sms-sender.js';
import type { MessageSender } from '../send-message.job.js';
import { verificationCodeText } from './verification-code-sms.template.js';

/** Sends the code text of a send-message job. */
export const verificationCodeSmsSender = (deps: { sms: SmsSender }): MessageSender => ({
  channel: 'sms',
  send: ({ to, secret }) => deps.sms.send({ to, body: verificationCodeText(secret!) }),
});
