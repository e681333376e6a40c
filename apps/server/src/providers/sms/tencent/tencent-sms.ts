import type { Agent } from 'node:http';
import { maskPhone, PHONE_PATTERN } from '@gpucloud/domain';
import type { FastifyBaseLogger } from 'fastify';
import { sms } from 'tencentcloud-sdk-nodejs-sms';
import { z } from 'zod';
import { type SmsMessage, type SmsProvider, SmsProviderError } from '../sms-provider';
import type { TencentSmsConfig } from './tencent-sms-config';

export interface TencentSmsOptions {
  log: FastifyBaseLogger;
  /**
   * Carries every connection: a proxy's agent in production, or the test fake's, which routes
   * Tencent's real hostname to itself. Without one the SDK honours the `http_proxy` variable.
   */
  agent?: Agent;
  /** 'https://' unless told otherwise (the test fake speaks plain HTTP). */
  protocol?: 'https://' | 'http://';
}

const ENDPOINT = 'sms.tencentcloudapi.com';
const TIMEOUT_SECONDS = 10;
const SENT = 'Ok';

/** SendSms's answer for one number: its status, `Ok` when the message was accepted. */
const sendAnswer = z.object({
  SendStatusSet: z
    .array(z.object({ Code: z.string(), SerialNo: z.string().nullish(), Fee: z.number().nullish() }))
    .length(1),
  RequestId: z.string().min(1),
});

/**
 * Tencent Cloud SMS (SendSms, API 2021-01-11) through its SDK: the approved template of the
 * message's key (the English one for an English reader, when there is one) with the message's
 * values and the sign. Anything but `Ok` for the number is an SmsProviderError naming Tencent's code.
 */
export function createTencentSms(config: TencentSmsConfig, options: TencentSmsOptions): SmsProvider {
  const client = new sms.v20210111.Client({
    credential: { secretId: config.secretId, secretKey: config.secretKey },
    region: config.region,
    profile: {
      httpProfile: {
        endpoint: ENDPOINT,
        protocol: options.protocol ?? 'https://',
        reqTimeout: TIMEOUT_SECONDS,
        agent: options.agent,
      },
    },
  });

  function templateIdOf(message: SmsMessage): string {
    const english = message.language === 'en-US' ? config.englishTemplateIds[message.template] : undefined;
    return english ?? config.templateIds[message.template];
  }

  return {
    name: 'tencent',
    async send(message) {
      const to = masked(message.phone);
      const templateId = templateIdOf(message);
      const phone = e164(message.phone);
      let response: unknown;
      try {
        response = await client.SendSms({
          PhoneNumberSet: [phone],
          SmsSdkAppId: config.sdkAppId,
          SignName: config.signName,
          TemplateId: templateId,
          TemplateParamSet: [...message.params],
        });
      } catch (error) {
        throw sdkError(error, to);
      }
      const answer = sendAnswer.safeParse(response);
      if (!answer.success)
        throw new SmsProviderError(`tencent SendSms to ${to} answered in a shape we cannot read`, {
          cause: answer.error,
        });
      const { SendStatusSet: statuses, RequestId: requestId } = answer.data;
      const status = statuses[0];
      if (status?.Code !== SENT)
        throw new SmsProviderError(
          `tencent SendSms to ${to} answered ${status?.Code} (request ${requestId})`,
        );
      options.log.info(
        {
          sms: {
            provider: 'tencent',
            template: message.template,
            templateId,
            phone: to,
            serialNo: status.SerialNo,
            fee: status.Fee,
            requestId,
          },
        },
        'sms sent',
      );
    },
  };
}

/** +86 and the 11 digits: we keep mainland numbers only (PHONE_PATTERN). */
function e164(phone: string): string {
  const national = nationalOf(phone);
  if (!PHONE_PATTERN.test(national))
    throw new SmsProviderError(`tencent sends to mainland mobile numbers only, not ${masked(phone)}`);
  return `+86${national}`;
}

function nationalOf(phone: string): string {
  return phone.startsWith('+86') ? phone.slice(3) : phone;
}

/** A number as logs and errors may show it: the middle of a mainland number hidden, or all but the last 4 digits. */
function masked(phone: string): string {
  const national = nationalOf(phone);
  if (PHONE_PATTERN.test(national)) return maskPhone(national);
  return `${'*'.repeat(Math.max(0, national.length - 4))}${national.slice(-4)}`;
}

/**
 * The SDK throws one exception both for an error Tencent answered (with its `code` and
 * `requestId`) and for a call that got no answer (network, timeout, a non-200 status).
 */
function sdkError(error: unknown, to: string): SmsProviderError {
  const code = fieldOf(error, 'code');
  if (code)
    return new SmsProviderError(
      `tencent SendSms to ${to} answered ${code} (request ${fieldOf(error, 'requestId') ?? 'unknown'})`,
      { cause: error },
    );
  const reason = error instanceof Error ? error.message : String(error);
  return new SmsProviderError(`tencent SendSms to ${to} got no answer: ${reason}`, { cause: error });
}

function fieldOf(error: unknown, name: 'code' | 'requestId'): string | null {
  if (!(error instanceof Error) || !(name in error)) return null;
  const value: unknown = Reflect.get(error, name);
  return typeof value === 'string' && value !== '' ? value : null;
}
