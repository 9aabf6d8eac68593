import { Body, Controller, Param, Put } from '@nestjs/common';
import { Client, ResendInvitationRequest, UpdateClientRequest } from '@app/contracts';
import { ApiAnswer, CurrentUser, PostAction, SubscriberOrSiteAdmin, WriteContext, ZodPipe, type AppendContext, type Principal } from '@app/platform';
import { EditClientHandler } from './edit-client.handler.js';

/** The attorney's corrections on the client view (issue 36); the client's subscriber or a site admin, others 404. */
@Controller('api/client')
@SubscriberOrSiteAdmin()
export class EditClientController {
  constructor(private readonly handler: EditClientHandler) {}

  /** The client's name, email, phone and channels; answers the client. The answers are kept. */
  @Put(':id')
  @ApiAnswer(Client)
  update(
    @CurrentUser() user: Principal,
    @Param('id') id: string,
    @Body(new ZodPipe(UpdateClientRequest)) body: UpdateClientRequest,
    @WriteContext() context: AppendContext,
  ): Promise<Client> {
    return this.handler.update(user, id, body, context);
  }

  /** A new link, sent by the client's channels; the old link leads to the landing's Invalid state. Answers the client. */
  @PostAction('resendInvitation', Client)
  resend(@CurrentUser() user: Principal, @Body(new ZodPipe(ResendInvitationRequest)) body: ResendInvitationRequest, @WriteContext() context: AppendContext): Promise<Client> {
    return this.handler.resend(user, body, context);
  }
}
