import { Body, Controller, Post, Req } from '@nestjs/common';
import type { Request } from 'express';
import { AcceptInviteRequest, type AuthResponse } from '@app/contracts';
import { Public, WriteContext, ZodPipe, type AppendContext } from '@app/platform';
import { AnswersSession } from '../../tokens/session-answer.js';
import { AcceptInviteHandler } from './accept-invite.handler.js';

/** Under clients' prefix (the gateway routes this one path here): it sets a password, and passwords live in identity only. */
@Controller('api/client')
export class AcceptInviteController {
  constructor(private readonly handler: AcceptInviteHandler) {}

  /**
   * The client's first password, from their invitation link: 200 with the client's auth response;
   * 400 'The link you followed is invalid.' for a wrong or deleted code; 409 once accepted (they log
   * in instead); 429 over the rate limit.
   */
  @Public()
  @Post('acceptInvite')
  @AnswersSession()
  acceptInvite(@Body(new ZodPipe(AcceptInviteRequest)) body: AcceptInviteRequest, @Req() req: Request, @WriteContext() context: AppendContext): Promise<AuthResponse> {
    return this.handler.accept(body, req, context);
  }
}
