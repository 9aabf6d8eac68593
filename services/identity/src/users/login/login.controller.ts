import { Body, Controller, Post, Req } from '@nestjs/common';
import type { Request } from 'express';
import { LoginRequest, type AuthResponse } from '@app/contracts';
import { Public, WriteContext, ZodPipe, type AppendContext } from '@app/platform';
import { AnswersSession } from '../../tokens/session-answer.js';
import { LoginHandler } from './login.handler.js';

@Controller('api/account')
export class LoginController {
  constructor(private readonly handler: LoginHandler) {}

  /** 400 'The email or password is incorrect.' for a wrong email or password alike; 429 over the rate limit. */
  @Public()
  @Post('login')
  @AnswersSession()
  login(@Body(new ZodPipe(LoginRequest)) body: LoginRequest, @Req() req: Request, @WriteContext() context: AppendContext): Promise<AuthResponse> {
    return this.handler.login(body, req, context);
  }
}
