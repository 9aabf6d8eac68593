import { Injectable } from '@nestjs/common';
import { AttemptLimits, PlatformRuntime } from '@app/platform';
import { BillingSettings } from '../config.js';

/** Limits on guessing promotion codes, per signed-in user (their id) and client address. */
@Injectable()
export class PromotionCodeAttempts extends AttemptLimits<'validate-promotion-code'> {
  constructor(runtime: PlatformRuntime, { config }: BillingSettings) {
    super(runtime.db, ['validate-promotion-code'], config);
  }
}
