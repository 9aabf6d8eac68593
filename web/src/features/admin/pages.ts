/** The admin area (one lazily loaded chunk). */
export { AdminDashboard } from './AdminDashboard';
export { AdminLayout } from './AdminLayout';
export { ClientList, ContentBlockList, SubscriptionList, TemplateList, UserList } from './AdminLists';
export { ContentBlockEditor, NewContentBlock } from './ContentBlockEditor';
export { SubscriptionEditor } from './SubscriptionEditor';
export { TemplateEditor } from './TemplateEditor';
export { UserEditor } from './UserEditor';
