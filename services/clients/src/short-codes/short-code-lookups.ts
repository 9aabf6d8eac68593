import { Injectable } from '@nestjs/common';
import type { Request } from 'express';
import { AttemptLimits, clientAddress, PlatformRuntime } from '@app/platform';
import { ClientsSettings } from '../config.js';
import type { ClientsDatabase } from '../clients-database.js';

/** The links whose codes are looked up: a client's (`/c/`) and a supporter's (`/p/`: its landing and its submit). */
export type LinkKind = 'client' | 'supporter';

const actionOf = { client: 'client-landing', supporter: 'supporter-link' } as const;

/** Limits on short-code lookups (guessing codes), per client address and kind of link. */
@Injectable()
export class ShortCodeLookups {
  private readonly limits: AttemptLimits<(typeof actionOf)[LinkKind]>;

  constructor(runtime: PlatformRuntime<ClientsDatabase>, settings: ClientsSettings) {
    this.limits = new AttemptLimits(runtime.db, Object.values(actionOf), settings.landingLimits);
  }

  /** Counts one lookup from the request's address; 429 (with Retry-After) once over the limit. */
  consume(link: LinkKind, req: Request): Promise<void> {
    return this.limits.consume(actionOf[link], this.addressOf(req), req);
  }

  /** The caller's address as the platform sees it behind the gateway (TRUSTED_PROXY_HOPS). */
  addressOf(req: Request): string {
    return clientAddress(req);
  }
}
