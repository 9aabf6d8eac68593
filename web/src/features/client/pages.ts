/** The client's area (one lazily loaded chunk: the subscriber's and admin's code never loads for a client). */
export { ClientLandingPage } from './ClientLandingPage';
export { FormPage } from './FormPage';
export { CompletePage, ReviewPage } from './ReviewPage';
