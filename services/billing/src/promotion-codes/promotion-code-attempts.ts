import { Injectable } from '@nestjs/common';
import { AttemptLimits, PlatformRuntime } from '@app/platform';
import { BillingSettings } from '../config.js';
import type { BillingDatabase } from '../billing-database.js';

/** Limits on guessing promotion codes, per signed-in user (their id) and client address. */
@Injectable()
export class PromotionCodeAttempts extends AttemptLimits<'validate-promotion-code'> {
  constructor(runtime: PlatformRuntime<BillingDatabase>, { config }: BillingSettings) {
    super(runtime.db, ['validate-promotion-code'], config);
  }
}
