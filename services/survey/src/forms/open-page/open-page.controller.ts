import { Body, Controller, HttpCode, Param, Put } from '@nestjs/common';
import { OpenPageRequest } from '@app/contracts';
import { CurrentUser, Roles, WriteContext, ZodPipe, type AppendContext, type Principal } from '@app/platform';
import { FORM_ROLES } from '../form-rules.js';
import { OpenPageHandler } from './open-page.handler.js';

/** PUT /api/form/{id}/position: the page the client opened (issue 33); 204. The client, their subscriber for a proctored client, a site admin. */
@Controller('api/form')
export class OpenPageController {
  constructor(private readonly handler: OpenPageHandler) {}

  @Put(':id/position')
  @HttpCode(204)
  @Roles(...FORM_ROLES)
  open(@CurrentUser() user: Principal, @Param('id') id: string, @Body(new ZodPipe(OpenPageRequest)) body: OpenPageRequest, @WriteContext() context: AppendContext): Promise<void> {
    return this.handler.open(user, id, body.pageId, context);
  }
}
