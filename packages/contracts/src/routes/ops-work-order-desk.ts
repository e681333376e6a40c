// Generated from the endpoint map (src/endpoints) by `npm run generate:routes`: do not edit.

export { assign } from './ops-work-order-desk/assign';
export { cannedReplies } from './ops-work-order-desk/cannedReplies';
export { cannedReplyCreate } from './ops-work-order-desk/cannedReplyCreate';
export { cannedReplyDelete } from './ops-work-order-desk/cannedReplyDelete';
export { cannedReplyEdit } from './ops-work-order-desk/cannedReplyEdit';
export { reply } from './ops-work-order-desk/reply';
export { resolve } from './ops-work-order-desk/resolve';
export { supportStaff } from './ops-work-order-desk/supportStaff';
export { ticket } from './ops-work-order-desk/ticket';
export { tickets } from './ops-work-order-desk/tickets';
export { uploadFile } from './ops-work-order-desk/uploadFile';
