import { Body, Controller, HttpCode, Post } from '@nestjs/common';
import { Client, InviteClientRequest, Roles as RoleNames } from '@app/contracts';
import { ApiAnswer, CurrentUser, Roles, WriteContext, ZodPipe, type AppendContext, type Principal } from '@app/platform';
import { InviteClientHandler } from './invite-client.handler.js';

@Controller('api/client')
export class InviteClientController {
  constructor(private readonly handler: InviteClientHandler) {}

  /**
   * Subscribers with an active subscription (403 with a Details saying so otherwise). 200 with the
   * new client; 400 with the spec's texts for a field, or for a template that does not exist.
   */
  @Post('invite')
  @ApiAnswer(Client)
  @HttpCode(200)
  @Roles(RoleNames.Subscriber)
  invite(@CurrentUser() user: Principal, @Body(new ZodPipe(InviteClientRequest)) body: InviteClientRequest, @WriteContext() context: AppendContext): Promise<Client> {
    return this.handler.invite(user, body, context);
  }
}
