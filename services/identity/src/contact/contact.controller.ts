import { Body, Controller, HttpCode, Post, Req } from '@nestjs/common';
import type { Request } from 'express';
import { ContactRequest } from '@app/contracts';
import { Public, WriteContext, ZodPipe, type AppendContext } from '@app/platform';
import { ContactHandler } from './contact.handler.js';

@Controller('api/contact')
export class ContactController {
  constructor(private readonly handler: ContactHandler) {}

  /** Anyone: 200 `{}` once recorded; 400 with the fields' messages; 429 past the attempt limits. */
  @Public()
  @Post()
  @HttpCode(200)
  contact(@Body(new ZodPipe(ContactRequest)) body: ContactRequest, @Req() req: Request, @WriteContext() context: AppendContext) {
    return this.handler.receive(body, req, context);
  }
}
