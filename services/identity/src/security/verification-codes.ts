import { Injectable } from '@nestjs/common';
import { IdentitySettings } from '../config.js';
import type { CodePurpose } from '../users/user.js';
import type { NewCode } from '../users/user.decide.js';
import { newVerificationCode, verificationCodeHash, verificationCodeSecret } from './secrets.js';

/** Makes and hashes SMS verification codes with the server secret. */
@Injectable()
export class VerificationCodes {
  private readonly secret: Buffer;

  constructor(settings: IdentitySettings) {
    this.secret = verificationCodeSecret(settings.config);
  }

  create(userId: string, purpose: CodePurpose, now = new Date()): NewCode {
    return newVerificationCode(this.secret, userId, purpose, now);
  }

  hash(userId: string, purpose: CodePurpose, code: string): string {
    return verificationCodeHash(this.secret, userId, purpose, code);
  }
}
