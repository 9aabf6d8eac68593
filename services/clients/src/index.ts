export { clientsService, CLIENTS_SERVICE } from './clients.service.js';
export { clientStreamId } from './clients/client.js';
