import { registerNamespace } from '../../../shared/i18n/namespaces';
import { gpuWaitsEnUS } from './en-US';
import { gpuWaitsZhCN } from './zh-CN';

export const GPU_WAITS_NS = 'gpuWaits';

// Loaded with the waits page and the order page's "Wait for it".
registerNamespace(GPU_WAITS_NS, { 'en-US': gpuWaitsEnUS, 'zh-CN': gpuWaitsZhCN });
