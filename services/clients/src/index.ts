export { clientsService, CLIENTS_SERVICE } from './clients.service.js';
export { clientStreamId } from './clients/client.js';
export { rotateLinkCodes, type LinkRotation } from './short-codes/rotate-link-codes/rotate-link-codes.js';
