import { Roles } from '@app/contracts';
import { ForbiddenError, isSiteAdmin, type Principal } from '@app/platform';
import type { FormRow } from '../survey-database.js';
import { formNotFound } from './form.decide.js';

/** What a caller wants to do with a form or one of its answer sets; `proctor`: check it out to a device and back in. */
export type FormAccess = 'read' | 'answer' | 'proctor';

/**
 * Who may see and answer a form: a site admin any; the client their own; their subscriber sees it and
 * answers it only for a proctored client (landing state Proctor). Someone else's form does not exist
 * for the caller (404); a subscriber answering for a client who is not proctored is a 403. Only the
 * subscriber proctors (the device is theirs): anyone else's form is a 404, a site admin's included.
 */
export function assertFormAccess(
  user: Principal,
  form: Pick<FormRow, 'subscriber_id' | 'application_user_id' | 'is_proctored'>,
  access: FormAccess,
  notFound = formNotFound,
): void {
  const isTheSubscriber = user.roles.includes(Roles.Subscriber) && form.subscriber_id === user.id;
  if (access === 'proctor') {
    if (!isTheSubscriber) throw notFound();
    return;
  }
  if (isSiteAdmin(user)) return;
  const isTheClient = user.roles.includes(Roles.Client) && form.application_user_id === user.id;
  if (!isTheClient && !isTheSubscriber) throw notFound();
  if (access === 'answer' && !isTheClient && !form.is_proctored) throw new ForbiddenError();
}

/** The roles that reach forms and answer sets at all (a compliance reviewer's read-only area comes later). */
export const FORM_ROLES = [Roles.SiteAdmin, Roles.Subscriber, Roles.Client] as const;

/** The role that checks a proctored client's form out to a device and in (spec 02 §2, §4); the others get a 403. */
export const PROCTOR_ROLES = [Roles.Subscriber] as const;
