import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { STAFF_SESSION_KEY } from '../shared/staffSession';
import { ApiError, apiGet, apiPost, configureApiClient, NetworkError } from './client';

function memoryStorage(initial: Record<string, string> = {}): Storage {
  const items = new Map(Object.entries(initial));
  return {
    get length() {
      return items.size;
    },
    clear: () => items.clear(),
    getItem: (key) => items.get(key) ?? null,
    key: (index) => [...items.keys()][index] ?? null,
    removeItem: (key) => void items.delete(key),
    setItem: (key, value) => void items.set(key, value),
  };
}

function setup({ pathname = '/store', token = 'tok' }: { pathname?: string; token?: string | null } = {}) {
  const storage = memoryStorage(token ? { token, sessionId: 'sid' } : {});
  const fetchMock = vi.fn<typeof fetch>();
  const notifyError = vi.fn();
  const onSessionEnded = vi.fn();
  const onInsufficientBalance = vi.fn();
  const onStaffSessionEnded = vi.fn();
  vi.stubGlobal('localStorage', storage);
  vi.stubGlobal('window', { location: { pathname } });
  vi.stubGlobal('fetch', fetchMock);
  configureApiClient({ notifyError, onSessionEnded, onInsufficientBalance, onStaffSessionEnded });
  const answer = (body: unknown, status = 200) =>
    fetchMock.mockResolvedValueOnce(new Response(JSON.stringify(body), { status }));
  return {
    storage,
    fetchMock,
    notifyError,
    onSessionEnded,
    onInsufficientBalance,
    onStaffSessionEnded,
    answer,
  };
}

describe('apiPost', () => {
  beforeEach(() => vi.useRealTimers());
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('posts form-encoded with the session and resolves with data', async () => {
    const { fetchMock, answer } = setup();
    answer({ status: 0, reason: '', data: { Name: 'Demo' } });

    await expect(apiPost('/get_user_info')).resolves.toEqual({ Name: 'Demo' });
    const [url, init] = fetchMock.mock.calls[0] ?? [];
    expect(url).toBe('/api/get_user_info');
    expect(new Headers(init?.headers).get('Content-Type')).toBe('application/x-www-form-urlencoded');
    expect(init?.body).toBe('session=tok');
  });

  it('posts JSON for calls outside the first group', async () => {
    const { fetchMock, answer } = setup();
    answer({ status: 0, reason: '', data: { list: [], total: 0 } });

    await apiPost('/gpu_selector_detail', { gpu_model: 'H100 80G' });
    const init = fetchMock.mock.calls[0]?.[1];
    expect(new Headers(init?.headers).get('Content-Type')).toBe('application/json');
    expect(JSON.parse(String(init?.body))).toEqual({ gpu_model: 'H100 80G', session: 'tok' });
  });

  it('turns a refused envelope (even on HTTP 4xx) into ApiError and a toast', async () => {
    const { notifyError, answer } = setup({ token: null });
    answer({ status: 1, reason: 'phone or password is incorrect', data: null }, 400);

    const error = await apiPost('/login', { phone: '13800000001', password: 'x' }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 1, reason: 'phone or password is incorrect' });
    expect(notifyError).toHaveBeenCalledWith(error);
  });

  it('stays silent for get_user_info but still ends a dead session inside the console', async () => {
    const { storage, notifyError, onSessionEnded, answer } = setup({ pathname: '/console/dashboard' });
    answer(
      { status: 2, reason: 'failed to get token: session expired, please log in again', data: null },
      401,
    );

    await expect(apiPost('/get_user_info')).rejects.toBeInstanceOf(ApiError);
    expect(notifyError).not.toHaveBeenCalled();
    expect(onSessionEnded).toHaveBeenCalledOnce();
    expect(storage.getItem('token')).toBeNull();
    expect(storage.getItem('sessionId')).toBeNull();
  });

  it('keeps the session outside the console', async () => {
    const { storage, onSessionEnded, answer } = setup({ pathname: '/store' });
    answer({ status: 2, reason: 'failed to get token', data: null }, 401);

    await expect(apiPost('/get_user_info')).rejects.toBeInstanceOf(ApiError);
    expect(onSessionEnded).not.toHaveBeenCalled();
    expect(storage.getItem('token')).toBe('tok');
  });

  it('opens the fast-pay prompt instead of a toast when the balance is less than the price', async () => {
    const { notifyError, onInsufficientBalance, answer } = setup({ pathname: '/store' });
    answer({ status: 1, reason: 'available balance is less than package price', data: null }, 400);

    await expect(apiPost('/instance/upgrade_spec', { id: 1 })).rejects.toBeInstanceOf(ApiError);
    expect(onInsufficientBalance).toHaveBeenCalledOnce();
    expect(notifyError).not.toHaveBeenCalled();
  });

  it('reports network failures and answers that are not envelopes', async () => {
    const { fetchMock, notifyError } = setup();
    fetchMock.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    await expect(apiPost('/gpu_selector_detail')).rejects.toMatchObject({
      kind: 'offline',
      message: 'Failed to fetch',
    });

    fetchMock.mockResolvedValueOnce(new Response('<html>bad gateway</html>', { status: 502 }));
    await expect(apiPost('/gpu_selector_detail')).rejects.toBeInstanceOf(NetworkError);
    expect(notifyError).toHaveBeenCalledTimes(2);
  });

  it('GETs with the query, sends the session in a header only when asked, and reads the same envelope', async () => {
    const { fetchMock, notifyError, answer } = setup();
    answer({ status: 0, reason: '', data: { data: [], total: 0 } });
    answer({ status: 0, reason: '', data: [] });
    answer({ status: 1, reason: 'notice not found', data: null }, 404);

    await expect(apiGet('/get_notice_by_page', { page: 1, page_size: 3 })).resolves.toEqual({
      data: [],
      total: 0,
    });
    await apiGet('/instance/kvm/get_local_images', { id: 7 }, { withSession: true });
    await expect(apiGet('/get_notice_by_page', { page: 9 })).rejects.toMatchObject({
      reason: 'notice not found',
    });

    const [firstUrl, firstInit] = fetchMock.mock.calls[0] ?? [];
    expect(firstUrl).toBe('/api/get_notice_by_page?page=1&page_size=3');
    expect(firstInit?.method).toBe('GET');
    expect(firstInit?.body).toBeUndefined();
    expect(new Headers(firstInit?.headers).has('Authorization')).toBe(false);
    const [secondUrl, secondInit] = fetchMock.mock.calls[1] ?? [];
    expect(secondUrl).toBe('/api/instance/kvm/get_local_images?id=7');
    expect(new Headers(secondInit?.headers).get('Authorization')).toBe('Bearer tok');
    expect(notifyError).toHaveBeenCalledOnce();
  });

  it('stays quiet when the caller cancels', async () => {
    const { fetchMock, notifyError } = setup();
    fetchMock.mockImplementationOnce(
      (_url, init) =>
        new Promise((_resolve, reject) =>
          init?.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError'))),
        ),
    );
    const controller = new AbortController();
    const pending = apiGet('/get_notice_by_page', {}, { signal: controller.signal }).catch((e: unknown) => e);
    controller.abort();
    expect(await pending).toMatchObject({ name: 'AbortError' });
    expect(notifyError).not.toHaveBeenCalled();
  });

  it('gives up after 30 s', async () => {
    vi.useFakeTimers();
    const { fetchMock } = setup();
    fetchMock.mockImplementationOnce(
      (_url, init) =>
        new Promise((_resolve, reject) =>
          init?.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError'))),
        ),
    );
    const pending = apiPost('/gpu_selector_detail').catch((e: unknown) => e);
    await vi.advanceTimersByTimeAsync(30_000);
    expect(await pending).toMatchObject({ kind: 'timeout' });
  });
});

describe('the staff session', () => {
  afterEach(() => vi.unstubAllGlobals());
  const staffSession = JSON.stringify({ token: 'staff-tok', expiresAt: '2999-01-01T00:00:00Z' });
  const sentBody = (fetchMock: ReturnType<typeof setup>['fetchMock']) =>
    JSON.parse(String(fetchMock.mock.calls[0]?.[1]?.body)) as Record<string, unknown>;

  it('goes with staff calls only, never the customer token', async () => {
    const { storage, fetchMock, answer } = setup({ pathname: '/ops/audit' });
    storage.setItem(STAFF_SESSION_KEY, staffSession);
    answer({ status: 0, reason: '', data: { data: [], total: 0 } });

    await apiPost('/ops/get_audit_list', { page: 1 }, { session: 'staff' });
    expect(sentBody(fetchMock)).toEqual({ page: 1, session: 'staff-tok' });
  });

  it('sends no session at all on the console login', async () => {
    const { storage, fetchMock, answer } = setup({ pathname: '/ops/login' });
    storage.setItem(STAFF_SESSION_KEY, staffSession);
    answer({ status: 0, reason: '', data: { Step: 'totp', Challenge: 'c', ExpiresIn: 300 } });

    await apiPost('/ops/login', { phone: '13800000000', password: 'x' }, { session: 'none' });
    expect(sentBody(fetchMock)).toEqual({ phone: '13800000000', password: 'x' });
  });

  it('ends only the staff session when a staff call finds it gone', async () => {
    const { storage, answer, onSessionEnded, onStaffSessionEnded } = setup({ pathname: '/console/ops' });
    storage.setItem(STAFF_SESSION_KEY, staffSession);
    answer({ status: 2, reason: 'failed to get token: please log in', data: null }, 401);

    await expect(apiPost('/ops/me', {}, { session: 'staff' })).rejects.toBeInstanceOf(ApiError);
    expect(onStaffSessionEnded).toHaveBeenCalledOnce();
    expect(onSessionEnded).not.toHaveBeenCalled();
    expect(storage.getItem(STAFF_SESSION_KEY)).toBeNull();
    expect(storage.getItem('token')).toBe('tok');
  });

  it('keeps the staff session when a customer session ends', async () => {
    const { storage, answer, onStaffSessionEnded } = setup({ pathname: '/console/dashboard' });
    storage.setItem(STAFF_SESSION_KEY, staffSession);
    answer({ status: 2, reason: 'failed to get token', data: null }, 401);

    await expect(apiPost('/get_user_info')).rejects.toBeInstanceOf(ApiError);
    expect(onStaffSessionEnded).not.toHaveBeenCalled();
    expect(storage.getItem(STAFF_SESSION_KEY)).toBe(staffSession);
  });
});
