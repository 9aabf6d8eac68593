import { Controller, HttpCode, Param, Post } from '@nestjs/common';
import { CurrentUser, SubscriberOrSiteAdmin, WriteContext, type AppendContext, type Principal } from '@app/platform';
import { SendReminderHandler } from './send-reminder.handler.js';

/** Spec 02 §7 "Send reminder" (the client view's Send Reminder Message): routed here by the gateway, under survey's prefix. */
@Controller('api/form')
export class SendReminderController {
  constructor(private readonly handler: SendReminderHandler) {}

  /** 204 once the reminder is queued; 409 with the reason for a proctored or completed client, or one without a channel. */
  @Post(':id/reminder')
  @HttpCode(204)
  @SubscriberOrSiteAdmin()
  async send(@Param('id') id: string, @CurrentUser() user: Principal, @WriteContext() context: AppendContext): Promise<void> {
    await this.handler.send(id, user, context);
  }
}
