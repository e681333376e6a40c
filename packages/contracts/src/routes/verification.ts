// Generated from the endpoint map (src/endpoints) by `npm run generate:routes`: do not edit.

export { bankCard } from './verification/bankCard';
export { businessLicense } from './verification/businessLicense';
export { captcha } from './verification/captcha';
export { downloadFile } from './verification/downloadFile';
export { faceResult } from './verification/faceResult';
export { list } from './verification/list';
export { ocrImage } from './verification/ocrImage';
export { ocrResult } from './verification/ocrResult';
export { otherChannel } from './verification/otherChannel';
export { startFace } from './verification/startFace';
export { studentEmailCode } from './verification/studentEmailCode';
export { submit } from './verification/submit';
export { transferAmount } from './verification/transferAmount';
export { uploadFile } from './verification/uploadFile';
