export const DESK_PATH = '/ops/work-orders';
export const CANNED_REPLIES_PATH = '/ops/work-orders/canned-replies';
export const HELP_CATALOGUE_PATH = '/ops/work-order-help';

export const ticketPath = (id: number) => `${DESK_PATH}/${id}`;
