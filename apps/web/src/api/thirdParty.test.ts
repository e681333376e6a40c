import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError, HttpError, NetworkError } from './errors';
import { configureApiClient } from './hooks';
import { thirdParty } from './thirdParty';

function memoryStorage(initial: Record<string, string>): Pick<Storage, 'getItem' | 'setItem' | 'removeItem'> {
  const items = new Map(Object.entries(initial));
  return {
    getItem: (key) => items.get(key) ?? null,
    setItem: (key, value) => void items.set(key, value),
    removeItem: (key) => void items.delete(key),
  };
}

function setup({
  pathname = '/console/createWorkOrder/selectQuestion',
  token = 'tok' as string | null,
} = {}) {
  const storage = memoryStorage(token ? { token, sessionId: 'sid' } : {});
  const fetchMock = vi.fn<typeof fetch>();
  const notifyError = vi.fn();
  const onSessionEnded = vi.fn();
  vi.stubGlobal('localStorage', storage);
  vi.stubGlobal('window', { location: { pathname } });
  vi.stubGlobal('fetch', fetchMock);
  configureApiClient({ notifyError, onSessionEnded });
  const answer = (body: unknown, status = 200) =>
    fetchMock.mockResolvedValueOnce(
      new Response(typeof body === 'string' ? body : JSON.stringify(body), { status }),
    );
  const request = (index = 0) => {
    const [url, init] = fetchMock.mock.calls[index] ?? [];
    return { url: String(url), init, headers: new Headers(init?.headers) };
  };
  return { storage, notifyError, onSessionEnded, answer, request };
}

describe('third-party client', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('sends the token as a bearer header and GET parameters in the query', async () => {
    const { answer, request } = setup();
    answer({ status: 0, reason: '', data: { unread: true } });

    await expect(thirdParty.get('/api/v1/work-order/documents', { page: 2 })).resolves.toEqual({
      unread: true,
    });
    const { url, init, headers } = request();
    expect(url).toBe('/third-party/api/v1/work-order/documents?page=2');
    expect(init?.method).toBe('GET');
    expect(init?.body).toBeUndefined();
    expect(headers.get('Authorization')).toBe('Bearer tok');
  });

  it('adds the session to POST and PUT bodies unless the body has its own', async () => {
    const { answer, request } = setup();
    answer({ status: 0, reason: '', data: null });
    answer({ status: 0, reason: '', data: null });

    await thirdParty.post('/api/v1/work-order/orders', { title: 'GPU lost' });
    await thirdParty.put('/api/v1/work-order/orders/7', { session: 'mine', revoke: true });
    expect(JSON.parse(String(request(0).init?.body))).toEqual({ title: 'GPU lost', session: 'tok' });
    expect(request(0).headers.get('Content-Type')).toBe('application/json');
    expect(JSON.parse(String(request(1).init?.body))).toEqual({ session: 'mine', revoke: true });
  });

  it('adds the session to a multipart body', async () => {
    const { answer, request } = setup();
    answer({ status: 0, reason: '', data: null });
    const form = new FormData();
    form.append('file', new Blob(['x']), 'x.txt');

    await thirdParty.post('/api/v1/work-order/file', form);
    const body = request().init?.body as FormData;
    expect(body.get('session')).toBe('tok');
    expect(request().headers.has('Content-Type')).toBe(false);
  });

  it.each([100031, 100032])('shows the reason of %i and rejects', async (status) => {
    const { answer, notifyError, onSessionEnded, storage } = setup();
    answer({ status, reason: 'illegal access token', data: null }, 401);

    const error = await thirdParty.get('/api/v1/work-order/orders').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status, reason: 'illegal access token' });
    expect(notifyError).toHaveBeenCalledWith(error);
    expect(onSessionEnded).not.toHaveBeenCalled();
    expect(storage.getItem('token')).toBe('tok');
  });

  it('keeps token errors of the background unread flag quiet', async () => {
    const { answer, notifyError } = setup({ pathname: '/store' });
    answer({ status: 100031, reason: 'illegal access token', data: null }, 401);

    await expect(thirdParty.get('/api/v1/work-order/unread-flag')).rejects.toBeInstanceOf(ApiError);
    expect(notifyError).not.toHaveBeenCalled();
  });

  it('ends the session on status 2 or a token failure inside the console', async () => {
    const { answer, notifyError, onSessionEnded, storage } = setup();
    answer(
      { status: 2, reason: 'failed to get token: session expired, please log in again', data: null },
      401,
    );

    await expect(thirdParty.get('/api/v1/work-order/orders')).rejects.toBeInstanceOf(ApiError);
    expect(onSessionEnded).toHaveBeenCalledOnce();
    expect(storage.getItem('token')).toBeNull();
    expect(storage.getItem('sessionId')).toBeNull();
    expect(notifyError).not.toHaveBeenCalled();

    const second = setup();
    second.answer({ status: 1, reason: 'failed to get token', data: null });
    await expect(thirdParty.get('/api/v1/work-order/orders')).rejects.toBeInstanceOf(ApiError);
    expect(second.onSessionEnded).toHaveBeenCalledOnce();
  });

  it('does not end the session for a QR code that was not generated', async () => {
    const { answer, onSessionEnded, notifyError } = setup();
    answer({ status: 1, reason: 'failed to get token: QR code not generated', data: null });

    await expect(thirdParty.post('/api/v1/verification/face-print')).rejects.toBeInstanceOf(ApiError);
    expect(onSessionEnded).not.toHaveBeenCalled();
    expect(notifyError).toHaveBeenCalledOnce();
  });

  it('shows the message or error text of an HTTP error', async () => {
    const { answer, notifyError } = setup();
    answer({ message: 'upload too large', error: 'Payload Too Large' }, 413);
    answer({ error: 'Bad Gateway' }, 502);
    answer('<html>oops</html>', 500);

    const first = await thirdParty.post('/api/v1/work-order/file').catch((e: unknown) => e);
    expect(first).toBeInstanceOf(HttpError);
    expect(first).toMatchObject({ httpStatus: 413, message: 'upload too large' });
    await expect(thirdParty.get('/api/v1/work-order/categories')).rejects.toMatchObject({
      message: 'Bad Gateway',
    });
    await expect(thirdParty.get('/api/v1/work-order/categories')).rejects.toMatchObject({
      httpStatus: 500,
    });
    expect(notifyError).toHaveBeenCalledTimes(3);
  });

  it('shows no toast for failures of the verifications endpoint', async () => {
    const { answer, notifyError } = setup();
    answer({ message: 'service unavailable' }, 503);
    answer({ status: 100041, reason: 'permission denied', data: null }, 403);

    await expect(thirdParty.get('/api/v1/verification/verifications')).rejects.toBeInstanceOf(HttpError);
    await expect(thirdParty.get('/api/v1/verification/verifications')).rejects.toBeInstanceOf(ApiError);
    expect(notifyError).not.toHaveBeenCalled();
  });

  it('shows other refusals and network failures', async () => {
    const { answer, notifyError } = setup();
    answer({ status: 100101, reason: 'illegal work-order category id', data: null }, 400);
    await expect(thirdParty.get('/api/v1/work-order/documents')).rejects.toMatchObject({ status: 100101 });

    vi.mocked(fetch).mockRejectedValueOnce(new TypeError('Failed to fetch'));
    await expect(thirdParty.get('/api/v1/work-order/documents')).rejects.toBeInstanceOf(NetworkError);
    expect(notifyError).toHaveBeenCalledTimes(2);
  });

  it('sends no Authorization header without a session', async () => {
    const { answer, request } = setup({ token: null });
    answer({ status: 100031, reason: 'illegal access token', data: null }, 401);

    await thirdParty.get('/api/v1/work-order/unread-flag').catch(() => {});
    expect(request().headers.has('Authorization')).toBe(false);
  });
});
