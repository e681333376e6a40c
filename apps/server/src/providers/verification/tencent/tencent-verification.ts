import type { Agent } from 'node:http';
import { type ClientConfig, CommonClient } from 'tencentcloud-sdk-nodejs-common';
import { ocr } from 'tencentcloud-sdk-nodejs-ocr';
import {
  type CheckState,
  type CheckValues,
  type FaceOutcome,
  type ProviderCheckKind,
  type VerificationProvider,
  VerificationProviderError,
} from '../verification-provider';
import {
  bankCardState,
  faceResultState,
  faceStartedState,
  idCardBackState,
  idCardFrontState,
  licenseState,
  refused,
} from './tencent-answers';
import { callTencent, notAVerdict } from './tencent-call';
import { unreadableImageReason } from './tencent-refusals';

export interface TencentVerificationOptions {
  secretId: string;
  secretKey: string;
  /** e.g. 'ap-guangzhou' */
  region: string;
  /** The FaceID business flow (RuleId) created in Tencent's FaceID console. */
  faceRuleId: string;
  /**
   * Host (and port) in place of ocr.tencentcloudapi.com / faceid.tencentcloudapi.com. The SDK signs
   * for the service named by the host's first label, so a replacement must keep it (`ocr.…`, `faceid.…`).
   */
  endpoints?: { ocr?: string; faceid?: string };
  /** 'https://' unless told otherwise. */
  protocol?: 'https://' | 'http://';
  /** Per call; 15 unless told otherwise (the SDK's own default is 60). */
  timeoutSeconds?: number;
  /**
   * Carries every connection: a proxy's agent in production, or the test fake's, which routes
   * Tencent's real hostnames to itself. Without one the SDK honours the `http_proxy` variable.
   */
  agent?: Agent;
}

const OCR_ENDPOINT = 'ocr.tencentcloudapi.com';
const FACEID_ENDPOINT = 'faceid.tencentcloudapi.com';
const FACEID_VERSION = '2018-03-01';
/** GetDetectInfoEnhanced: the text results only, not the ID photos, best frames or video. */
const TEXT_RESULTS_ONLY = '1';

/**
 * Real-name verification through Tencent Cloud: OCR (IDCardOCR, BizLicenseOCR) with its SDK client,
 * FaceID (DetectAuth, GetDetectInfoEnhanced, BankCard4EVerification) through the common SDK's generic
 * client, as Tencent publishes no FaceID package for Node. Tencent sends no corporate transfers.
 */
export function createTencentVerification(options: TencentVerificationOptions): VerificationProvider {
  const ocrClient = new ocr.v20181119.Client(clientConfig(options, options.endpoints?.ocr ?? OCR_ENDPOINT));
  const faceidEndpoint = options.endpoints?.faceid ?? FACEID_ENDPOINT;
  const faceid = new CommonClient(faceidEndpoint, FACEID_VERSION, clientConfig(options, faceidEndpoint));

  /** An OCR call: an image Tencent cannot read is refused; any other error is not a verdict. */
  async function readImage<T>(
    action: string,
    document: 'ID card' | 'business licence',
    run: () => Promise<unknown>,
    toState: (response: unknown) => CheckState<T>,
  ): Promise<CheckState<T>> {
    const outcome = await callTencent(action, run);
    if (outcome.answered) return toState(outcome.response);
    const reason = unreadableImageReason(outcome.code, document);
    if (reason) return refused(outcome.requestId, reason);
    throw notAVerdict(action, outcome);
  }

  async function readFace(bizToken: string): Promise<CheckState<FaceOutcome>> {
    const outcome = await callTencent('GetDetectInfoEnhanced', () =>
      faceid.request('GetDetectInfoEnhanced', {
        BizToken: bizToken,
        RuleId: options.faceRuleId,
        InfoType: TEXT_RESULTS_ONLY,
      }),
    );
    if (outcome.answered) return faceResultState(bizToken, outcome.response);
    if (outcome.code === 'InvalidParameterValue.BizTokenExpired')
      return refused(bizToken, 'the face check session expired; start a new one');
    throw notAVerdict('GetDetectInfoEnhanced', outcome);
  }

  return {
    name: 'tencent',
    corporateTransfer: false,

    readIdCard: ({ image, side }) =>
      readImage(
        'IDCardOCR',
        'ID card',
        () =>
          ocrClient.IDCardOCR({
            ImageBase64: image.toString('base64'),
            CardSide: side === 'front' ? 'FRONT' : 'BACK',
          }),
        side === 'front' ? idCardFrontState : idCardBackState,
      ),

    readLicense: ({ image }) =>
      readImage(
        'BizLicenseOCR',
        'business licence',
        () => ocrClient.BizLicenseOCR({ ImageBase64: image.toString('base64') }),
        licenseState,
      ),

    async startFace({ name, idNumber, returnUrl }) {
      const outcome = await callTencent('DetectAuth', () =>
        faceid.request('DetectAuth', {
          RuleId: options.faceRuleId,
          IdCard: idNumber,
          Name: name,
          RedirectUrl: returnUrl,
        }),
      );
      if (!outcome.answered) throw notAVerdict('DetectAuth', outcome);
      return faceStartedState(outcome.response);
    },

    async checkBankCard({ name, idNumber, cardNumber, phone }) {
      const outcome = await callTencent('BankCard4EVerification', () =>
        faceid.request('BankCard4EVerification', {
          Name: name,
          BankCard: cardNumber,
          Phone: phone,
          IdCard: idNumber,
        }),
      );
      if (!outcome.answered) throw notAVerdict('BankCard4EVerification', outcome);
      return bankCardState(outcome.response);
    },

    async sendTransfer() {
      throw new VerificationProviderError('tencent cannot send corporate transfers');
    },

    async read<K extends ProviderCheckKind>(kind: K, ref: string): Promise<CheckState<CheckValues[K]>> {
      if (kind !== 'face')
        throw new VerificationProviderError(`tencent never leaves a ${kind} check pending`);
      // K is 'face' here, but TypeScript does not narrow a type parameter from a value.
      return (await readFace(ref)) as CheckState<CheckValues[K]>;
    },
  };
}

function clientConfig(options: TencentVerificationOptions, endpoint: string): ClientConfig {
  return {
    credential: { secretId: options.secretId, secretKey: options.secretKey },
    region: options.region,
    profile: {
      httpProfile: {
        endpoint,
        protocol: options.protocol ?? 'https://',
        reqTimeout: options.timeoutSeconds ?? 15,
        agent: options.agent,
      },
    },
  };
}
