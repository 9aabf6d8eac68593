import { Body, Controller, Req } from '@nestjs/common';
import type { Request } from 'express';
import { SupporterLandingData, SupporterSubmission } from '@app/contracts';
import { PostAction, Public, WriteContext, ZodPipe, type AppendContext } from '@app/platform';
import { ShortCodeLookups } from '../../short-codes/short-code-lookups.js';
import { SubmitLetterHandler } from './submit-letter.handler.js';

/** Longer user agents are cut: the signature records the browser, not whatever a caller sends. */
const USER_AGENT_LENGTH = 500;

@Controller('api/supporter')
export class SubmitLetterController {
  constructor(
    private readonly handler: SubmitLetterHandler,
    private readonly lookups: ShortCodeLookups,
  ) {}

  /**
   * Anyone holding the supporter's link. 200 with the landing data after the save; 400 with the
   * texts of `SupporterMessages` (a complete letter needs its text, the signature name and the
   * consent); 404 for a code that names no supporter; 409 once the letter is signed. Counted with
   * the supporter landing's lookups per client address (429).
   */
  @PostAction('submit', SupporterLandingData)
  @Public()
  async submit(@Body(new ZodPipe(SupporterSubmission)) body: SupporterSubmission, @Req() req: Request, @WriteContext() context: AppendContext): Promise<SupporterLandingData> {
    await this.lookups.consume('supporter', req);
    const userAgent = req.headers['user-agent']?.slice(0, USER_AGENT_LENGTH) || null;
    return this.handler.submit(body, { ipAddress: this.lookups.addressOf(req), userAgent }, context);
  }
}
