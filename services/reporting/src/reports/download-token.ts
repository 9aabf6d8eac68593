import { Roles } from '@app/contracts';

/** Who may download a client's documents: their subscriber, and site admins. */
export const REPORT_ROLES = [Roles.SiteAdmin, Roles.Subscriber] as const;
