import { registerNamespace } from '../../i18n/namespaces';
import { passkeysEnUS } from './en-US';
import { passkeysZhCN } from './zh-CN';

export const PASSKEYS_NS = 'passkeys';

// Loaded with the login page and the security page; importing this module makes useTranslation('passkeys') work.
registerNamespace(PASSKEYS_NS, { 'en-US': passkeysEnUS, 'zh-CN': passkeysZhCN });
