import type { Migration } from '@app/platform';
import { notificationTables } from './0001-notification-tables.js';
import { contentBlocksTable } from './0002-content-blocks.js';
import { dropMessageDeliveries } from './0003-drop-message-deliveries.js';
import { clientRemindersTables } from './0004-client-reminders.js';
import { reminderLanguage } from './0005-reminder-language.js';
import { clientAccountLanguage } from './0006-client-account-language.js';
import { attorneyNoticesTables } from './0007-attorney-notices.js';

/** The notification service's migrations, applied in name order after the platform's `0000_`. */
export const notificationMigrations: Record<string, Migration> = {
  '0001_notification_tables': notificationTables,
  '0002_content_blocks': contentBlocksTable,
  '0003_drop_message_deliveries': dropMessageDeliveries,
  '0004_client_reminders': clientRemindersTables,
  '0005_reminder_language': reminderLanguage,
  '0006_client_account_language': clientAccountLanguage,
  '0007_attorney_notices': attorneyNoticesTables,
};
