/** Content pages (one lazily loaded chunk). */
export { ContentPage } from './ContentPage';
