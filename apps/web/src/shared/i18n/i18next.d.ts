import 'i18next';
import type { accountEnUS } from '../../features/account/i18n/en-US';
import type { instancesEnUS } from '../../features/instances/i18n/en-US';
import type { securityEnUS } from '../../features/security/i18n/en-US';
import type { storeOrderEnUS } from '../../features/store/i18n/en-US';
import type { enUS } from './locales/en-US';

declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'translation';
    resources: {
      translation: typeof enUS;
      storeOrder: typeof storeOrderEnUS;
      instances: typeof instancesEnUS;
      security: typeof securityEnUS;
      account: typeof accountEnUS;
    };
  }
}
