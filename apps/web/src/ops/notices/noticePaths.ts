export const NOTICES_PATH = '/ops/notices';
export const NOTICE_NEW_PATH = '/ops/notices/new';

export const noticePath = (id: number) => `${NOTICES_PATH}/${id}`;
