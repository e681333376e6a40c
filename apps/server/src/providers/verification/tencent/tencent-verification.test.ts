import { afterEach, describe, expect, it } from 'vitest';
import {
  type FakeTencentCloud,
  startFakeTencentCloud,
} from '../../../testing/fakes/tencent-cloud/fake-tencent-cloud';
import { VerificationProviderError } from '../verification-provider';
import { createTencentVerification } from './tencent-verification';

const SETTINGS = {
  secretId: 'AKIDfakeTencentSecretId',
  secretKey: 'fake/tencent+secret=key',
  region: 'ap-guangzhou',
  faceRuleId: '7',
};
const IMAGE = Buffer.from('\xff\xd8\xff\xe0 not really a jpeg', 'latin1');
const PERSON = { name: '李明', idNumber: '110101199003074477' };

const fakes: FakeTencentCloud[] = [];

async function setup() {
  const fake = await startFakeTencentCloud(SETTINGS);
  fakes.push(fake);
  const provider = createTencentVerification({ ...SETTINGS, protocol: 'http://', agent: fake.agent });
  return { fake, provider };
}

afterEach(async () => {
  for (const fake of fakes.splice(0)) await fake.close();
});

describe('tencent readIdCard (IDCardOCR)', () => {
  it('reads the front: name and ID number, with the RequestId as ref', async () => {
    const { fake, provider } = await setup();
    expect(await provider.readIdCard({ image: IMAGE, side: 'front' })).toEqual({
      status: 'passed',
      ref: '8a1b2c3d-0001-4e5f-9a0b-1c2d3e4f5a6b',
      value: { side: 'front', name: '李明', idNumber: '110101199003074477' },
    });
    expect(fake.calls).toMatchObject([
      {
        host: 'ocr.tencentcloudapi.com',
        action: 'IDCardOCR',
        version: '2018-11-19',
        region: 'ap-guangzhou',
        service: 'ocr',
        body: { ImageBase64: IMAGE.toString('base64'), CardSide: 'FRONT' },
      },
    ]);
  });

  it('reads the back: the validity period as ISO dates', async () => {
    const { fake, provider } = await setup();
    fake.answer('IDCardOCR', 'back');
    expect(await provider.readIdCard({ image: IMAGE, side: 'back' })).toEqual({
      status: 'passed',
      ref: '8a1b2c3d-0002-4e5f-9a0b-1c2d3e4f5a6b',
      value: { side: 'back', validFrom: '2010-07-21', validTo: '2030-07-21' },
    });
    expect(fake.calls[0]?.body).toMatchObject({ CardSide: 'BACK' });
  });

  it('reads a back valid 长期 as long-term', async () => {
    const { fake, provider } = await setup();
    fake.answer('IDCardOCR', 'back-long-term');
    const state = await provider.readIdCard({ image: IMAGE, side: 'back' });
    expect(state).toMatchObject({ value: { side: 'back', validFrom: '2015-03-02', validTo: 'long-term' } });
  });

  it.each([
    ['no-id-card', '8a1b2c3d-0004-4e5f-9a0b-1c2d3e4f5a6b', 'the image shows no ID card'],
    ['blurred', '8a1b2c3d-0005-4e5f-9a0b-1c2d3e4f5a6b', 'the image is too blurred to read'],
  ])('refuses an unreadable image (%s) with a reason a person understands', async (example, ref, reason) => {
    const { fake, provider } = await setup();
    fake.answer('IDCardOCR', example);
    expect(await provider.readIdCard({ image: IMAGE, side: 'front' })).toEqual({
      status: 'refused',
      ref,
      reason,
    });
  });

  it('throws VerificationProviderError for an error about our account, not the image', async () => {
    const { fake, provider } = await setup();
    fake.answer('IDCardOCR', 'in-arrears');
    const read = provider.readIdCard({ image: IMAGE, side: 'front' });
    await expect(read).rejects.toBeInstanceOf(VerificationProviderError);
    await expect(read).rejects.toThrow('ResourceUnavailable.InArrears');
  });
});

describe('tencent readLicense (BizLicenseOCR)', () => {
  it('reads the company name, registration number and legal person', async () => {
    const { fake, provider } = await setup();
    expect(await provider.readLicense({ image: IMAGE })).toEqual({
      status: 'passed',
      ref: '5d6e7f80-0001-4a1b-8c2d-3e4f5a6b7c8d',
      value: {
        companyName: '北京算力云科技有限公司',
        registrationNumber: '91110105MA01ABCD2X',
        legalPerson: '王芳',
      },
    });
    expect(fake.calls).toMatchObject([
      { action: 'BizLicenseOCR', version: '2018-11-19', body: { ImageBase64: IMAGE.toString('base64') } },
    ]);
  });

  it('refuses an image that is not a business licence', async () => {
    const { fake, provider } = await setup();
    fake.answer('BizLicenseOCR', 'not-a-licence');
    expect(await provider.readLicense({ image: IMAGE })).toEqual({
      status: 'refused',
      ref: '5d6e7f80-0002-4a1b-8c2d-3e4f5a6b7c8d',
      reason: 'the image shows no business licence',
    });
  });
});

describe('tencent face (DetectAuth, GetDetectInfoEnhanced)', () => {
  it('starts a session pending on its BizToken, with the page to open', async () => {
    const { fake, provider } = await setup();
    const returnUrl = 'https://console.example.com/verification/face/done';
    expect(await provider.startFace({ ...PERSON, returnUrl })).toEqual({
      status: 'pending',
      ref: 'CE661F1A-0F1E-45BD-BE13-34C05CEA7681',
      url: 'https://faceid.qq.com/api/auth/getOpenidAndSaveToken?token=CE661F1A-0F1E-45BD-BE13-34C05CEA7681',
    });
    expect(fake.calls).toMatchObject([
      {
        host: 'faceid.tencentcloudapi.com',
        action: 'DetectAuth',
        version: '2018-03-01',
        region: 'ap-guangzhou',
        service: 'faceid',
        body: { RuleId: '7', IdCard: PERSON.idNumber, Name: PERSON.name, RedirectUrl: returnUrl },
      },
    ]);
  });

  it('throws VerificationProviderError when the session cannot start', async () => {
    const { fake, provider } = await setup();
    fake.answer('DetectAuth', 'no-such-rule');
    const start = provider.startFace({ ...PERSON, returnUrl: 'https://console.example.com/' });
    await expect(start).rejects.toThrow(VerificationProviderError);
  });

  it('passes a finished session with its similarity, asking for the text results only', async () => {
    const { fake, provider } = await setup();
    expect(await provider.read('face', 'BIZ-TOKEN-1')).toEqual({
      status: 'passed',
      ref: 'BIZ-TOKEN-1',
      value: { similarity: 87.34 },
    });
    expect(fake.calls).toMatchObject([
      {
        action: 'GetDetectInfoEnhanced',
        version: '2018-03-01',
        body: { BizToken: 'BIZ-TOKEN-1', RuleId: '7', InfoType: '1' },
      },
    ]);
  });

  it('leaves an unfinished session pending, with no page', async () => {
    const { fake, provider } = await setup();
    fake.answer('GetDetectInfoEnhanced', 'not-finished');
    expect(await provider.read('face', 'BIZ-TOKEN-2')).toEqual({
      status: 'pending',
      ref: 'BIZ-TOKEN-2',
      url: null,
    });
  });

  it.each([
    ['face-mismatch', 'the face does not match the ID photo'],
    ['liveness-failed', 'liveness check failed: the video did not show a live person'],
    ['expired', 'the face check session expired; start a new one'],
  ])('refuses a session that did not pass (%s) in plain English', async (example, reason) => {
    const { fake, provider } = await setup();
    fake.answer('GetDetectInfoEnhanced', example);
    expect(await provider.read('face', 'BIZ-TOKEN-3')).toEqual({
      status: 'refused',
      ref: 'BIZ-TOKEN-3',
      reason,
    });
  });
});

describe('tencent checkBankCard (BankCard4EVerification)', () => {
  const CARD = { ...PERSON, cardNumber: '6222020200112233445', phone: '13800138000' };

  it('passes four elements the bank confirms', async () => {
    const { fake, provider } = await setup();
    expect(await provider.checkBankCard(CARD)).toEqual({
      status: 'passed',
      ref: '74e742e8-f91d-49c3-9744-c20f3baca117',
      value: {},
    });
    expect(fake.calls).toMatchObject([
      {
        action: 'BankCard4EVerification',
        version: '2018-03-01',
        body: { Name: CARD.name, IdCard: CARD.idNumber, BankCard: CARD.cardNumber, Phone: CARD.phone },
      },
    ]);
  });

  it("refuses four elements that do not match the bank's records", async () => {
    const { fake, provider } = await setup();
    fake.answer('BankCard4EVerification', 'mismatch');
    expect(await provider.checkBankCard(CARD)).toEqual({
      status: 'refused',
      ref: '24fe7851-49e9-4a4a-ac1e-3bd5c09323fd',
      reason: "the name, ID number, card and phone do not match the bank's records",
    });
  });

  it('throws VerificationProviderError when the bank could not answer', async () => {
    const { fake, provider } = await setup();
    fake.answer('BankCard4EVerification', 'bank-busy');
    await expect(provider.checkBankCard(CARD)).rejects.toThrow(VerificationProviderError);
  });
});

describe('tencent limits', () => {
  it('names itself and sends no corporate transfers', async () => {
    const { fake, provider } = await setup();
    expect(provider.name).toBe('tencent');
    expect(provider.corporateTransfer).toBe(false);
    const transfer = { companyName: 'x', bankName: 'y', accountNumber: '1', amountFen: 1 };
    await expect(provider.sendTransfer(transfer)).rejects.toThrow('tencent cannot send corporate transfers');
    expect(fake.calls).toEqual([]);
  });

  it.each(['id_card_ocr', 'license_ocr', 'bank_card', 'corporate_transfer'] as const)(
    'never has a pending %s check to read',
    async (kind) => {
      const { fake, provider } = await setup();
      await expect(provider.read(kind, 'ref')).rejects.toThrow(VerificationProviderError);
      expect(fake.calls).toEqual([]);
    },
  );
});
