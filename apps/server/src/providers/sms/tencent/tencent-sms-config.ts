import { ConfigError } from '../../../core/config-error';
import { isSmsTemplateKey, SMS_TEMPLATE_KEYS, type SmsTemplateKey } from '../../../core/messaging/sms-params';
import { ProviderEnv } from '../../../core/provider-env';

type Env = Record<string, string | undefined>;

export interface TencentSmsConfig {
  secretId: string;
  secretKey: string;
  /** One of the regions SendSms is served in. */
  region: string;
  /** The SMS application (SdkAppId, 1400...) created in Tencent's SMS console. */
  sdkAppId: string;
  /**
   * The approved sign, sent as 【sign】 before every message. Every number we accept is a mainland
   * one (domain PHONE_PATTERN), and a mainland SMS needs a registered Chinese sign whatever the
   * reader's language, so there is one sign and no English one.
   */
  signName: string;
  /** The approved template id of every SMS text of ours. */
  templateIds: Record<SmsTemplateKey, string>;
  /** Templates in English for readers who chose English; a key without one uses `templateIds`. */
  englishTemplateIds: Partial<Record<SmsTemplateKey, string>>;
}

const WHO = 'SMS_PROVIDER=tencent';
/** The regions Tencent serves SendSms (API 2021-01-11) in. */
const REGIONS = ['ap-guangzhou', 'ap-beijing', 'ap-nanjing'];
const DIGITS = /^\d+$/;

/**
 * SMS_PROVIDER=tencent: the Tencent Cloud API key (the one real-name verification uses), the SMS
 * application, its sign, and a template id for every SMS key (SMS_TEMPLATE_IDS, a JSON object).
 */
export function tencentSmsFromEnv(env: Env): TencentSmsConfig {
  const settings = new ProviderEnv(env, WHO);
  const region = settings.optional('SMS_REGION', 'ap-guangzhou');
  if (!REGIONS.includes(region))
    throw new ConfigError(`${WHO}: SMS_REGION must be one of ${REGIONS.join(', ')}, got "${region}"`);
  const sdkAppId = settings.required('SMS_SDK_APP_ID');
  if (!DIGITS.test(sdkAppId)) throw new ConfigError(`${WHO}: SMS_SDK_APP_ID must be digits (1400...)`);
  return {
    secretId: settings.required('TENCENT_SECRET_ID'),
    secretKey: settings.secret('TENCENT_SECRET_KEY'),
    region,
    sdkAppId,
    signName: settings.required('SMS_SIGN_NAME'),
    templateIds: everyTemplateId(
      templateIds(settings.stringMap('SMS_TEMPLATE_IDS'), 'SMS_TEMPLATE_IDS'),
      'SMS_TEMPLATE_IDS',
    ),
    englishTemplateIds: env.SMS_TEMPLATE_IDS_EN?.trim()
      ? templateIds(settings.stringMap('SMS_TEMPLATE_IDS_EN'), 'SMS_TEMPLATE_IDS_EN')
      : {},
  };
}

/**
 * A map of template ids by SMS key, refused when it names a key we never send: a typo would
 * otherwise leave the real key without its template.
 */
function templateIds(map: Record<string, string>, name: string): Partial<Record<SmsTemplateKey, string>> {
  const ids: Partial<Record<SmsTemplateKey, string>> = {};
  for (const [key, value] of Object.entries(map)) {
    if (!isSmsTemplateKey(key)) throw new ConfigError(`${WHO}: ${name} names ${key}, which we never send`);
    const id = value.trim();
    if (!DIGITS.test(id)) throw new ConfigError(`${WHO}: ${name}.${key} must be a template id (digits)`);
    ids[key] = id;
  }
  return ids;
}

/** `ids`, refused when an SMS key has no template id, naming every one missing. */
function everyTemplateId(ids: Partial<Record<SmsTemplateKey, string>>, name: string) {
  const missing = SMS_TEMPLATE_KEYS.filter((key) => ids[key] === undefined);
  if (missing.length > 0)
    throw new ConfigError(`${WHO}: ${name} has no template id for ${missing.join(', ')}`);
  return ids as Record<SmsTemplateKey, string>;
}
