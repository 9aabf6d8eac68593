import { Module } from '@nestjs/common';
import { UserErasure } from './personal-data-erasure/user-erasure.js';
import { PasswordHasher } from './security/passwords.js';
import { RateLimits } from './security/rate-limits.js';
import { VerificationCodes } from './security/verification-codes.js';
import { ContactController } from './contact/contact.controller.js';
import { TimeZoneController } from './users/time-zone/time-zone.controller.js';
import { ContactHandler } from './contact/contact.handler.js';
import { AdminPagesTokenController } from './tokens/admin-pages-token.controller.js';
import { JwksController } from './tokens/jwks.controller.js';
import { TokenIssuer } from './tokens/token-issuer.js';
import { AccountAdminController } from './users/account-admin/account-admin.controller.js';
import { AccountAdminHandler } from './users/account-admin/account-admin.handler.js';
import { CloseAccountController } from './users/close-account/close-account.controller.js';
import { CloseAccountHandler } from './users/close-account/close-account.handler.js';
import { AcceptInviteController } from './users/accept-invite/accept-invite.controller.js';
import { AcceptInviteHandler } from './users/accept-invite/accept-invite.handler.js';
import { ApplicationUserQuery } from './users/application-users/application-user.query.js';
import { ApplicationUsersController } from './users/application-users/application-users.controller.js';
import { ChangePasswordController } from './users/change-password/change-password.controller.js';
import { ChangePasswordHandler } from './users/change-password/change-password.handler.js';
import { ClientPasswordResetController } from './users/client-password-reset/client-password-reset.controller.js';
import { ClientPasswordResetHandler } from './users/client-password-reset/client-password-reset.handler.js';
import { CurrentSessions } from './users/current-sessions.js';
import { LoginController } from './users/login/login.controller.js';
import { LoginHandler } from './users/login/login.handler.js';
import { PasswordResetController } from './users/password-reset/password-reset.controller.js';
import { PasswordResetHandler } from './users/password-reset/password-reset.handler.js';
import { ResetRequestQueue } from './users/reset-request-queue.js';
import { RefreshController } from './users/refresh/refresh.controller.js';
import { RefreshHandler } from './users/refresh/refresh.handler.js';
import { RegisterController } from './users/register/register.controller.js';
import { RegisterHandler } from './users/register/register.handler.js';
import { ComplianceReviewerRoleController } from './users/compliance-reviewer-role/compliance-reviewer-role.controller.js';
import { ComplianceReviewerRoleHandler } from './users/compliance-reviewer-role/compliance-reviewer-role.handler.js';
import { SpoofLoginController } from './users/spoof-login/spoof-login.controller.js';
import { SpoofLoginHandler } from './users/spoof-login/spoof-login.handler.js';
import { TemporaryAccessTokenController } from './users/temporary-access-token/temporary-access-token.controller.js';
import { TwoFactorController } from './users/two-factor/two-factor.controller.js';
import { TwoFactorHandler } from './users/two-factor/two-factor.handler.js';
import { UserDirectory } from './users/user-directory.js';

/** Identity's controllers and providers; IdentitySettings and SigningKey come from the definition. */
@Module({
  controllers: [
    RegisterController,
    LoginController,
    PasswordResetController,
    ClientPasswordResetController,
    AcceptInviteController,
    ChangePasswordController,
    TwoFactorController,
    RefreshController,
    SpoofLoginController,
    ComplianceReviewerRoleController,
    TemporaryAccessTokenController,
    ApplicationUsersController,
    AccountAdminController,
    CloseAccountController,
    JwksController,
    AdminPagesTokenController,
    ContactController,
    TimeZoneController,
  ],
  providers: [
    UserDirectory,
    ComplianceReviewerRoleHandler,
    CurrentSessions,
    ResetRequestQueue,
    { provide: PasswordHasher, useFactory: () => new PasswordHasher() },
    VerificationCodes,
    RateLimits,
    TokenIssuer,
    RegisterHandler,
    LoginHandler,
    PasswordResetHandler,
    ClientPasswordResetHandler,
    AcceptInviteHandler,
    ChangePasswordHandler,
    TwoFactorHandler,
    RefreshHandler,
    SpoofLoginHandler,
    ApplicationUserQuery,
    AccountAdminHandler,
    CloseAccountHandler,
    UserErasure,
    ContactHandler,
  ],
})
export class IdentityModule {}
