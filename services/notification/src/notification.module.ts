import { Module } from '@nestjs/common';
import { ContentBlockQuery } from './content-blocks/content-block.query.js';
import { ContentBlocksController } from './content-blocks/content-blocks.controller.js';
import { SaveContentBlockHandler } from './content-blocks/save-content-block/save-content-block.handler.js';
import { DevMailboxController } from './dev-mailbox/dev-mailbox.controller.js';

/** HTTP side of the notification service (its event handlers are in notification.service.ts). */
@Module({ controllers: [ContentBlocksController, DevMailboxController], providers: [ContentBlockQuery, SaveContentBlockHandler] })
export class NotificationModule {}
