import type { VerificationCheck, VerificationRecord } from '@gpucloud/contracts';
import { expect } from 'vitest';
import type { TestApp } from './test-app';
import { TINY_PNG, thirdParty, uploadFile } from './work-orders';

/** Third-party verification calls of one customer, and the sandbox tester's decisions. */
export function verificationClient(app: TestApp, token: string) {
  const call = <T>(method: 'GET' | 'POST', path: string, body?: Record<string, unknown>) =>
    thirdParty<T>(app, token, method, `/verification${path}`, body);

  async function upload(bytes: Buffer = TINY_PNG, name = 'card.png'): Promise<number> {
    const reply = await uploadFile(app, token, bytes, name, { url: '/third-party/api/v1/verification/file' });
    expect(reply.body.status, reply.body.reason).toBe(0);
    return reply.body.data.file.id;
  }

  async function decide(check: { url: string | null }, pass: boolean, facts: Record<string, string> = {}) {
    if (!check.url) throw new Error('the check has no sandbox page');
    const raw = await app.server.inject({
      method: 'POST',
      url: new URL(check.url).pathname,
      payload: new URLSearchParams({ decision: pass ? 'pass' : 'fail', reason: '', ...facts }).toString(),
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(raw.statusCode).toBe(200);
    return raw.body;
  }

  async function readSide(side: 'front' | 'back', facts: Record<string, string> = {}) {
    const started = await call<{ check: VerificationCheck }>('POST', '/ocr-image', {
      file_id: await upload(),
      side,
    });
    expect(started.body.status, started.body.reason).toBe(0);
    await decide(started.body.data.check, true, facts);
    const read = await call<{ check: VerificationCheck }>('POST', '/ocr-result', {
      check_id: started.body.data.check.id,
    });
    return read.body.data.check;
  }

  async function startFace() {
    return call<{ check: VerificationCheck }>('POST', '/face-print');
  }

  async function faceResult(checkId: number) {
    return (await call<{ check: VerificationCheck }>('GET', '/face-print', { check_id: checkId })).body.data
      .check;
  }

  async function records(): Promise<VerificationRecord[]> {
    const reply = await call<{ data: { verifications: VerificationRecord[] } }>('GET', '/verifications');
    expect(reply.body.status, reply.body.reason).toBe(0);
    return reply.body.data.data.verifications;
  }

  /** ID card front (optionally with a given number) and back, a passed face check, the submission. */
  async function verifyPersonally(idNumber?: string) {
    await readSide('front', idNumber ? { idNumber } : {});
    await readSide('back');
    const face = (await startFace()).body.data.check;
    await decide(face, true);
    await faceResult(face.id);
    return call<{ verification: VerificationRecord }>('POST', '/verifications', {
      method: 'id_card_face',
      face_check_id: face.id,
      agreement: true,
    });
  }

  /** A licence read and passed by the sandbox. */
  async function readLicense(facts: Record<string, string> = {}) {
    const started = await call<{ check: VerificationCheck }>('POST', '/business-license', {
      file_id: await upload(),
    });
    expect(started.body.status, started.body.reason).toBe(0);
    await decide(started.body.data.check, true, facts);
    return (
      await call<{ check: VerificationCheck }>('POST', '/ocr-result', {
        check_id: started.body.data.check.id,
      })
    ).body.data.check;
  }

  return { call, upload, decide, readSide, startFace, faceResult, records, verifyPersonally, readLicense };
}

/** The amount the sandbox says it sent, read from its page as the company reads its statement. */
export async function sandboxTransferAmount(app: TestApp, url: string): Promise<string> {
  const page = await app.server.inject({ method: 'GET', url: new URL(url).pathname });
  const match = page.body.match(/Amount sent \(yuan\)<\/dt><dd>([0-9.]+)</);
  if (!match?.[1]) throw new Error('no amount on the sandbox page');
  return match[1];
}
