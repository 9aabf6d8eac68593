import { Controller, HttpCode, Param, Post } from '@nestjs/common';
import { Form } from '@app/contracts';
import { ApiAnswer, CurrentUser, Roles, WriteContext, type AppendContext, type Principal } from '@app/platform';
import { FORM_ROLES } from '../form-rules.js';
import { FinalizeHandler } from './finalize.handler.js';

/** POST /api/form/{id}/finalize: the client, their subscriber for a proctored client, a site admin. Answers the completed form. */
@Controller('api/form')
export class FinalizeController {
  constructor(private readonly handler: FinalizeHandler) {}

  @Post(':id/finalize')
  @HttpCode(200)
  @ApiAnswer(Form)
  @Roles(...FORM_ROLES)
  finalize(@CurrentUser() user: Principal, @Param('id') id: string, @WriteContext() context: AppendContext): Promise<Form> {
    return this.handler.finalize(user, id, context);
  }
}
