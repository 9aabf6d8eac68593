import { Body, Controller, HttpCode, Post } from '@nestjs/common';
import { DeleteClientRequest } from '@app/contracts';
import { CurrentUser, SubscriberOrSiteAdmin, WriteContext, ZodPipe, type AppendContext, type Principal } from '@app/platform';
import { DeleteClientHandler } from './delete-client.handler.js';

@Controller('api/client')
export class DeleteClientController {
  constructor(private readonly handler: DeleteClientHandler) {}

  /** The client's subscriber or a site admin; 204. Unknown, deleted or another subscriber's client: 404. */
  @Post('deleteClient')
  @HttpCode(204)
  @SubscriberOrSiteAdmin()
  delete(@CurrentUser() user: Principal, @Body(new ZodPipe(DeleteClientRequest)) body: DeleteClientRequest, @WriteContext() context: AppendContext): Promise<void> {
    return this.handler.delete(user, body.clientId, context);
  }
}
