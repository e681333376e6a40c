import { registerNamespace } from '../../../shared/i18n/namespaces';
import { sshKeysEnUS } from './en-US';
import { sshKeysZhCN } from './zh-CN';

export const SSH_KEYS_NS = 'sshKeys';

// Loaded with the SSH keys page; importing this module makes useTranslation('sshKeys') work.
registerNamespace(SSH_KEYS_NS, { 'en-US': sshKeysEnUS, 'zh-CN': sshKeysZhCN });
