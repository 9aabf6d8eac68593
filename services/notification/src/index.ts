export * from './notification.service.js';
export * from './config.js';
export * from './transports.js';
export { messageIdFor, messageStreamOf } from './messages/message-id.js';
export { PASSWORD_RESET_EMAIL_HANDLER } from './messages/password-reset/password-reset.handler.js';
export { passwordResetLink } from './messages/password-reset/password-reset-link.js';
export { ENTERPRISE_WELCOME_EMAIL_HANDLER } from './messages/enterprise-welcome-email/enterprise-welcome-email.handler.js';
export { enterpriseWelcomeLink } from './messages/enterprise-welcome-email/enterprise-welcome-email.template.js';
export { VERIFICATION_CODE_SMS_HANDLER } from './messages/verification-code-sms/verification-code-sms.handler.js';
