import { Body, Controller, HttpCode, Post } from '@nestjs/common';
import { ChangeLanguageRequest, Roles as RoleNames } from '@app/contracts';
import { CurrentUser, Roles, WriteContext, ZodPipe, type AppendContext, type Principal } from '@app/platform';
import { ChangeLanguageHandler } from './change-language.handler.js';

@Controller('api/client')
export class ChangeLanguageController {
  constructor(private readonly handler: ChangeLanguageHandler) {}

  /** The signed-in client's own language (issue 15): 204; their messages and screens follow it from now on. */
  @Post('language')
  @HttpCode(204)
  @Roles(RoleNames.Client)
  change(@CurrentUser() user: Principal, @Body(new ZodPipe(ChangeLanguageRequest)) body: ChangeLanguageRequest, @WriteContext() context: AppendContext): Promise<void> {
    return this.handler.change(user, body.language, context);
  }
}
