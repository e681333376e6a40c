// Generated from the endpoint map (src/endpoints) by `npm run generate:routes`: do not edit.
import type { ENDPOINTS } from '../../endpoints';
import type { Route } from '../../route';

export const ocrImage: Route<(typeof ENDPOINTS)['verification']['ocrImage']> = {
  method: 'POST',
  path: '/third-party/api/v1/verification/ocr-image',
  access: 'bearer-main',
};
