import { Module } from '@nestjs/common';
import { ApplicationUserQuery } from './application-users/application-user.query.js';
import { ApplicationUsersController } from './application-users/application-users.controller.js';
import { ChangePasswordController } from './change-password/change-password.controller.js';
import { ChangePasswordHandler } from './change-password/change-password.handler.js';
import { UserErasure } from './erasure/user-erasure.js';
import { LoginController } from './login/login.controller.js';
import { LoginHandler } from './login/login.handler.js';
import { PasswordResetController } from './password-reset/password-reset.controller.js';
import { PasswordResetHandler } from './password-reset/password-reset.handler.js';
import { ResetRequestQueue } from './password-reset/reset-request-queue.js';
import { RefreshController } from './refresh/refresh.controller.js';
import { RefreshHandler } from './refresh/refresh.handler.js';
import { RegisterController } from './register/register.controller.js';
import { RegisterHandler } from './register/register.handler.js';
import { PasswordHasher } from './security/passwords.js';
import { RateLimits } from './security/rate-limits.js';
import { VerificationCodes } from './security/verification-codes.js';
import { SpoofLoginController } from './spoof-login/spoof-login.controller.js';
import { SpoofLoginHandler } from './spoof-login/spoof-login.handler.js';
import { TemporaryAccessTokenController } from './temporary-access-token/temporary-access-token.controller.js';
import { JwksController } from './tokens/jwks.controller.js';
import { TokenIssuer } from './tokens/token-issuer.js';
import { TwoFactorController } from './two-factor/two-factor.controller.js';
import { TwoFactorHandler } from './two-factor/two-factor.handler.js';
import { CurrentSessions } from './users/current-sessions.js';
import { UserDirectory } from './users/user-directory.js';

/** Identity's controllers and providers; IdentitySettings and SigningKey come from the definition. */
@Module({
  controllers: [
    RegisterController,
    LoginController,
    PasswordResetController,
    ChangePasswordController,
    TwoFactorController,
    RefreshController,
    SpoofLoginController,
    TemporaryAccessTokenController,
    ApplicationUsersController,
    JwksController,
  ],
  providers: [
    UserDirectory,
    CurrentSessions,
    ResetRequestQueue,
    { provide: PasswordHasher, useFactory: () => new PasswordHasher() },
    VerificationCodes,
    RateLimits,
    TokenIssuer,
    RegisterHandler,
    LoginHandler,
    PasswordResetHandler,
    ChangePasswordHandler,
    TwoFactorHandler,
    RefreshHandler,
    SpoofLoginHandler,
    ApplicationUserQuery,
    UserErasure,
  ],
})
export class IdentityModule {}
