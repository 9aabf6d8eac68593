export * from './notification.service.js';
export * from './config.js';
export * from './transports.js';
export { messageIdFor, messageStreamOf } from './messages/message-id.js';
export { PASSWORD_RESET_EMAIL_HANDLER } from './reactions/password-reset.reaction.js';
export { passwordResetLink } from './messages/password-reset/password-reset-link.js';
export { ENTERPRISE_WELCOME_EMAIL_HANDLER } from './reactions/enterprise-welcome-email.reaction.js';
export { enterpriseWelcomeLink } from './messages/enterprise-welcome-email/enterprise-welcome-email.template.js';
export { VERIFICATION_CODE_SMS_HANDLER } from './reactions/verification-code-sms.reaction.js';
