// Generated from the endpoint map (src/endpoints) by `npm run generate:routes`: do not edit.
export { bannerAndNotice } from './notices/bannerAndNotice';
export { noticeById } from './notices/noticeById';
export { noticePage } from './notices/noticePage';
