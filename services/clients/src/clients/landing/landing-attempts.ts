import { Injectable } from '@nestjs/common';
import type { Request } from 'express';
import { AttemptLimits, clientAddress, PlatformRuntime } from '@app/platform';
import { ClientsSettings } from '../../config.js';
import type { ClientsDatabase } from '../../clients-database.js';

/** Limits on short-code lookups (guessing codes), per client address. */
@Injectable()
export class LandingAttempts {
  private readonly limits: AttemptLimits<'client-landing'>;

  constructor(
    runtime: PlatformRuntime<ClientsDatabase>,
    private readonly settings: ClientsSettings,
  ) {
    this.limits = new AttemptLimits(runtime.db, ['client-landing'], settings.landingLimits);
  }

  /** Counts one lookup from the request's address; 429 (with Retry-After) once over the limit. */
  consume(req: Request): Promise<void> {
    return this.limits.consume('client-landing', clientAddress(req, this.settings.config.TRUSTED_PROXY_HOPS), req);
  }
}
