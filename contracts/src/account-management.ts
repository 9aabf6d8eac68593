import { z } from 'zod';
import { existingPassword } from './account.js';
import { email, optionalText } from './fields.js';

/**
 * Mending an account (issue 36): the owner turns two-factor off with their password; a site admin
 * corrects a user's name and email, disables and enables the account, sends a reset link.
 */
export const DisableTwoFactorRequest = z.object({ password: existingPassword() });
export type DisableTwoFactorRequest = z.infer<typeof DisableTwoFactorRequest>;

/** `PUT /api/applicationUser/{id}` (site admin): the user editor's fields (spec 01 §2, §5: email required). */
export const SaveApplicationUserRequest = z.object({
  email: email(),
  firstName: optionalText({ max: 100 }),
  lastName: optionalText({ max: 100 }),
});
export type SaveApplicationUserRequest = z.infer<typeof SaveApplicationUserRequest>;

/** What the site admin's and owner's account actions answer once done. */
export const AccountActionAnswer = z.object({});

/** `POST /api/account/close` (issue 36): the subscriber's own account, confirmed by the password. */
export const CloseAccountRequest = z.object({ password: existingPassword() });
export type CloseAccountRequest = z.infer<typeof CloseAccountRequest>;
