// Generated from the endpoint map (src/endpoints) by `npm run generate:routes`: do not edit.

export { socket } from './terminal/socket';
export { ticket } from './terminal/ticket';
