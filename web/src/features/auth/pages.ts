/** The account area (one lazily loaded chunk). */
export { LoginPage } from './LoginPage';
export { LogoutPage } from './LogoutPage';
export { ChangePasswordPage } from './ChangePasswordPage';
export { VerifyPhoneNumberPage } from './VerifyPhoneNumberPage';
export { VerifyVerificationCodePage } from './VerifyVerificationCodePage';
export { EnterpriseWelcomePage } from './EnterpriseWelcomePage';
export { NotificationSettingsPage } from './NotificationSettingsPage';
export { TimeZonePage } from '../account/TimeZonePage';
