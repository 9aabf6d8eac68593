import { Body, Controller, HttpCode, Post, Req } from '@nestjs/common';
import type { Request } from 'express';
import { RequestClientPasswordResetRequest } from '@app/contracts';
import { Public, WriteContext, ZodPipe, type AppendContext } from '@app/platform';
import { ClientPasswordResetHandler } from './client-password-reset.handler.js';

@Controller('api/account')
export class ClientPasswordResetController {
  constructor(private readonly handler: ClientPasswordResetHandler) {}

  /** Always 200 `{}` (a client's account or not); 429 over the rate limit. */
  @Public()
  @Post('requestClientPasswordReset')
  @HttpCode(200)
  requestClientPasswordReset(
    @Body(new ZodPipe(RequestClientPasswordResetRequest)) body: RequestClientPasswordResetRequest,
    @Req() req: Request,
    @WriteContext() context: AppendContext,
  ) {
    return this.handler.requestReset(body, req, context);
  }
}
