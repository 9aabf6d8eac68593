import { randomUUID } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import { SignJWT } from 'jose';
import { TokenClaims, type AuthResponse, type Role, type TokenUse } from '@app/contracts';
import { IdentitySettings } from '../config.js';
import { SigningKey } from './signing-key.js';

/** Download tokens (`?temporaryAccessToken=`) live five minutes. */
export const DOWNLOAD_TOKEN_SECONDS = 5 * 60;

export interface TokenSubject {
  userId: string;
  userName: string;
  roles: Role[];
  /** The user's security stamp when the token is issued (refresh refuses the token once it changes). */
  securityStamp: number | null;
  /** The site admin acting as this user (spoof login), and that admin's security stamp. */
  spoofedBy?: string | null;
  spoofedByStamp?: number | null;
}

/**
 * Signs ES256 tokens: `sub`, `name`, `roles`, `use`, `securityStamp`, `spoofedBy` with
 * `spoofedByStamp`, issuer and audience from contracts.
 */
@Injectable()
export class TokenIssuer {
  constructor(
    private readonly key: SigningKey,
    private readonly settings: IdentitySettings,
  ) {}

  sign(subject: TokenSubject, use: TokenUse): Promise<string> {
    const lifetime = use === 'download' ? DOWNLOAD_TOKEN_SECONDS : this.settings.config.ACCESS_TOKEN_MINUTES * 60;
    const now = Math.floor(Date.now() / 1000);
    const spoof = subject.spoofedBy ? { spoofedBy: subject.spoofedBy, spoofedByStamp: subject.spoofedByStamp } : {};
    return new SignJWT({ name: subject.userName, roles: subject.roles, use, securityStamp: subject.securityStamp, ...spoof })
      .setProtectedHeader({ alg: 'ES256', kid: this.key.kid, typ: 'JWT' })
      .setSubject(subject.userId)
      .setIssuer(TokenClaims.issuer)
      .setAudience(TokenClaims.audience)
      .setIssuedAt(now)
      .setExpirationTime(now + lifetime)
      .setJti(randomUUID())
      .sign(this.key.privateKey);
  }

  async authResponse(subject: TokenSubject): Promise<AuthResponse> {
    return {
      jwtToken: await this.sign(subject, 'access'),
      userName: subject.userName,
      id: subject.userId,
      roles: subject.roles,
      requiresVerificationCode: false,
    };
  }
}

/** The answer to a correct password when a second factor is still needed. */
export const verificationCodeRequired = (): AuthResponse => ({ jwtToken: null, userName: null, id: null, roles: [], requiresVerificationCode: true });
