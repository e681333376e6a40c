import { registerNamespace } from '../../../shared/i18n/namespaces';
import { verificationEnUS } from './en-US';
import { verificationZhCN } from './zh-CN';

export const VERIFICATION_NS = 'verification';

// Loaded with the feature's lazy pages; importing this module makes useTranslation('verification') work.
registerNamespace(VERIFICATION_NS, { 'en-US': verificationEnUS, 'zh-CN': verificationZhCN });
