/** The admin console's texts (spec 01 §2). */
export const AdminMessages = {
  dashboard: 'Dashboard',
  navigation: ['Dashboard', 'Users', 'Subscriptions', 'Clients', 'Templates', 'Content'],
  debug: 'Debug',
  totalSubscriptions: 'Total Subscriptions',
  totalClients: 'Total Clients',
  newSubscriptions: 'New Subscriptions (7 days)',
  totalCompletionRate: 'Total Completion Rate',
  lastMonthCompletionRate: 'Last Month Completion Rate',
  unableToLoadFigures: 'Unable to load the figures.',
  reports: 'Reports',
} as const;
