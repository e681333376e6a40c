// Generated from the endpoint map (src/endpoints) by `npm run generate:routes`: do not edit.
import type { ENDPOINTS } from '../../endpoints';
import type { Route } from '../../route';

export const ocrResult: Route<(typeof ENDPOINTS)['verification']['ocrResult']> = {
  method: 'POST',
  path: '/third-party/api/v1/verification/ocr-result',
  access: 'bearer-main',
};
