import { z } from 'zod';

export const Roles = {
  SiteAdmin: 'Site Admin',
  Subscriber: 'Subscriber',
  Client: 'Client',
  ComplianceReviewer: 'Compliance Reviewer',
} as const;
export const Role = z.enum([Roles.SiteAdmin, Roles.Subscriber, Roles.Client, Roles.ComplianceReviewer]);
export type Role = z.infer<typeof Role>;
