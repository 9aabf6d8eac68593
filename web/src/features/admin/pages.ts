/** The admin area (one lazily loaded chunk). */
export { AdminDashboard } from './AdminDashboard';
