/** The sign-up wizard (one lazily loaded chunk). */
export { SubscribePage } from './SubscribePage';
