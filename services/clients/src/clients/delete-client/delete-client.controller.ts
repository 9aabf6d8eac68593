import { Body, Controller, HttpCode, Post } from '@nestjs/common';
import { DeleteClientRequest, Roles as RoleNames } from '@app/contracts';
import { CurrentUser, Roles, WriteContext, ZodPipe, type AppendContext, type Principal } from '@app/platform';
import { DeleteClientHandler } from './delete-client.handler.js';

@Controller('api/client')
export class DeleteClientController {
  constructor(private readonly handler: DeleteClientHandler) {}

  /** The client's subscriber or a site admin; 204. Unknown, deleted or another subscriber's client: 404. */
  @Post('deleteClient')
  @HttpCode(204)
  @Roles(RoleNames.Subscriber, RoleNames.SiteAdmin)
  delete(@CurrentUser() user: Principal, @Body(new ZodPipe(DeleteClientRequest)) body: DeleteClientRequest, @WriteContext() context: AppendContext): Promise<void> {
    return this.handler.delete(user, body.clientId, context);
  }
}
