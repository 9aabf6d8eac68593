/** The supporter's area (one lazily loaded chunk). */
export { SupporterLandingPage } from './SupporterLandingPage';
