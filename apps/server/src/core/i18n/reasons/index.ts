import { CLIENT_REASONS_ZH_CN } from '@gpucloud/contracts';
import { ACCOUNT_REASONS_ZH_CN } from './account.zh-CN';
import { COMMON_REASONS_ZH_CN } from './common.zh-CN';
import { CONTENT_REASONS_ZH_CN } from './content.zh-CN';
import { INSTANCE_REASONS_ZH_CN } from './instances.zh-CN';
import { MONEY_REASONS_ZH_CN } from './money.zh-CN';
import { PASSKEY_REASONS_ZH_CN } from './passkeys.zh-CN';

export { STATES_ZH_CN } from './common.zh-CN';

/** Every refusal reason's zh-CN text, keyed by the English the code throws (`{name}` for a value). */
export const REASONS_ZH_CN: Readonly<Record<string, string>> = {
  ...COMMON_REASONS_ZH_CN,
  ...ACCOUNT_REASONS_ZH_CN,
  ...INSTANCE_REASONS_ZH_CN,
  ...MONEY_REASONS_ZH_CN,
  ...CONTENT_REASONS_ZH_CN,
  ...PASSKEY_REASONS_ZH_CN,
  ...CLIENT_REASONS_ZH_CN,
};
