import { Injectable } from '@nestjs/common';
import { AttemptLimits, PlatformRuntime } from '@app/platform';
import { IdentitySettings } from '../config.js';
import { deriveKey } from './secrets.js';
import type { IdentityDatabase } from '../identity-database.js';

const LIMITED_ACTIONS = [
  'login',
  'register',
  'request-password-reset',
  'request-client-password-reset',
  'reset-password',
  'change-password',
  'verification-code',
  'accept-invite',
  /** The password that confirms turning two-factor off or closing the account (issue 36). */
  'confirm-password',
  /** A firm's enterprise inquiry (`POST /api/contact`, issue 36): each one mails every site admin. */
  'contact',
] as const;
/** The endpoints under limits; each has its own counters. */
export type LimitedAction = (typeof LIMITED_ACTIONS)[number];

/**
 * Identity's attempt limits (the platform's AttemptLimits): per account (the login name, the user id
 * of a signed-in caller or of a client's account, or an invitation code) and client address, per
 * account, and per address. Account keys are HMACs, so the table holds no addresses or codes in
 * plain text.
 */
@Injectable()
export class RateLimits extends AttemptLimits<LimitedAction> {
  constructor(runtime: PlatformRuntime<IdentityDatabase>, { config }: IdentitySettings) {
    super(runtime.db, LIMITED_ACTIONS, config, { hashAccountsWith: deriveKey(config, 'rate-limit-keys') });
  }
}
