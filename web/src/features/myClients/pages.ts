/** The attorney's client screens (one lazily loaded chunk with the subscriber area). */
export { AddClientPage } from './AddClientPage';
export { ClientViewPage } from './ClientViewPage';
