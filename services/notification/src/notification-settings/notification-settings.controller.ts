import { Body, Controller, Get, Put } from '@nestjs/common';
import { NotificationSettings, SaveNotificationSettingsRequest } from '@app/contracts';
import { ApiAnswer, CurrentUser, PlatformRuntime, SubscriberOrSiteAdmin, WriteContext, ZodPipe, type AppendContext, type Principal } from '@app/platform';
import { settingsOf } from '../messages/attorney-notices/attorney-notices.js';
import type { NotificationDatabase } from '../notification-database.js';
import { notificationSettingsStreamId } from './notification-settings.projection.js';

/**
 * The attorney's notification settings (issue 36), in My Account: which notices go by email, which by text
 * (and to which phone), and after how many days an invited client who has not started is reported. Each
 * caller reads and saves their own; clients have none (403).
 */
@Controller('api/account')
export class NotificationSettingsController {
  constructor(private readonly runtime: PlatformRuntime<NotificationDatabase>) {}

  /** The settings saved, else the defaults (every notice by email, none by text, 7 days). */
  @Get('notificationSettings')
  @ApiAnswer(NotificationSettings)
  @SubscriberOrSiteAdmin()
  get(@CurrentUser() user: Principal): Promise<NotificationSettings> {
    return settingsOf(user.id, this.runtime.db);
  }

  /** Saves every choice at once (NotificationSettingsSaved); a text chosen needs a phone number (400). Answers the settings. */
  @Put('notificationSettings')
  @ApiAnswer(NotificationSettings)
  @SubscriberOrSiteAdmin()
  async save(
    @Body(new ZodPipe(SaveNotificationSettingsRequest)) body: NotificationSettings,
    @CurrentUser() user: Principal,
    @WriteContext() context: AppendContext,
  ): Promise<NotificationSettings> {
    const { email, sms, phoneNumber, notStartedDays } = body;
    await this.runtime.store.append(
      notificationSettingsStreamId(user.id),
      [{ type: 'NotificationSettingsSaved', data: { userId: user.id, email, sms, phoneNumber, notStartedDays } }],
      { expectedVersion: 'any', context },
    );
    return settingsOf(user.id, this.runtime.db);
  }
}
