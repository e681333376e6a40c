import { registerNamespace } from '../../../shared/i18n/namespaces';
import { terminalEnUS } from './en-US';
import { terminalZhCN } from './zh-CN';

export const TERMINAL_NS = 'terminal';

// Loaded with the terminal page; importing this module makes useTranslation('terminal') work.
registerNamespace(TERMINAL_NS, { 'en-US': terminalEnUS, 'zh-CN': terminalZhCN });
