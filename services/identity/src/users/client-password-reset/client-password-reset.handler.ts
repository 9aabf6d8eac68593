import { Injectable } from '@nestjs/common';
import type { Request } from 'express';
import type { RequestClientPasswordResetRequest } from '@app/contracts';
import type { AppendContext } from '@app/platform';
import { RateLimits } from '../../security/rate-limits.js';
import { ResetRequestQueue } from '../reset-request-queue.js';

/**
 * A reset link for a client's account, by its id: asked from the landing page's "forgot password"
 * (anonymous: the id is in the landing data) or by the client's subscriber. The link goes only to
 * the address or phone on file (by email when the account has an address, else by text message),
 * so anyone may ask; the answer is the same for every id, and the request is recorded alike and
 * looked up after the answer (ResetRequestQueue), so neither its answer nor its time tells whether
 * the id is a client's account. Ids of other accounts are ignored.
 */
@Injectable()
export class ClientPasswordResetHandler {
  constructor(
    private readonly limits: RateLimits,
    private readonly requests: ResetRequestQueue,
  ) {}

  async requestReset({ applicationUserId }: RequestClientPasswordResetRequest, req: Request, context: AppendContext): Promise<Record<string, never>> {
    await this.limits.consume('request-client-password-reset', applicationUserId, req);
    await this.requests.addForClient(applicationUserId, context);
    return {};
  }
}
