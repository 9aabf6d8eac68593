import { Body, Controller, Post, Req } from '@nestjs/common';
import type { Request } from 'express';
import { RegisterRequest, type AuthResponse } from '@app/contracts';
import { Public, WriteContext, ZodPipe, type AppendContext } from '@app/platform';
import { AnswersSession } from '../../tokens/session-answer.js';
import { RegisterHandler } from './register.handler.js';

@Controller('api/account')
export class RegisterController {
  constructor(private readonly handler: RegisterHandler) {}

  /** 200 with an auth response; 400 'An account with this email address already exists.' for a taken email; 429 over the rate limit. */
  @Public()
  @Post('register')
  @AnswersSession()
  register(@Body(new ZodPipe(RegisterRequest)) body: RegisterRequest, @Req() req: Request, @WriteContext() context: AppendContext): Promise<AuthResponse> {
    return this.handler.register(body, req, context);
  }
}
