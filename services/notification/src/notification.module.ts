import { Module } from '@nestjs/common';
import { ContentBlockQuery } from './content-blocks/content-block.query.js';
import { ContentBlocksController } from './content-blocks/content-blocks.controller.js';
import { SaveContentBlockHandler } from './content-blocks/save-content-block/save-content-block.handler.js';
import { DevMailboxController } from './dev-mailbox/dev-mailbox.controller.js';
import { LocalMailboxQuery } from './dev-mailbox/local-mailbox.query.js';
import { SendReminderController } from './messages/client-reminder/send-reminder/send-reminder.controller.js';
import { SendReminderHandler } from './messages/client-reminder/send-reminder/send-reminder.handler.js';
import { NotificationSettingsController } from './notification-settings/notification-settings.controller.js';

/** HTTP side of the notification service (its event handlers are in notification.service.ts). */
@Module({
  controllers: [ContentBlocksController, DevMailboxController, SendReminderController, NotificationSettingsController],
  providers: [ContentBlockQuery, SaveContentBlockHandler, LocalMailboxQuery, SendReminderHandler],
})
export class NotificationModule {}
