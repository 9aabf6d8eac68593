import { z } from 'zod';
import { IdentityEvents, NotificationTemplates } from '@app/contracts';
import { queueMessageReaction, type QueueMessageDeps } from './queue-message.reaction.js';

export const ENTERPRISE_WELCOME_EMAIL_HANDLER = 'notification-enterprise-welcome-email';

/**
 * Identity's `UserRegistered` with source 'enterprise' (an enterprise administrator added the
 * member; the account has no password yet) -> the welcome mail with the link to the get-started
 * screen. Other sign-ups (self, seed, admin) send nothing.
 */
export const enterpriseWelcomeEmailReaction = (deps: QueueMessageDeps) =>
  queueMessageReaction(deps, {
    name: ENTERPRISE_WELCOME_EMAIL_HANDLER,
    source: 'identity',
    on: 'UserRegistered',
    template: NotificationTemplates.enterpriseWelcome,
    data: IdentityEvents.UserRegistered.pick({ userId: true }).extend({ email: z.string() }),
    opens: ['email'], // not the password hash nor the phone number
    needs: ['email'],
    wanted: (data) => data.source === 'enterprise',
    message: ({ userId, email }) => ({ personId: userId, to: email }),
  });
