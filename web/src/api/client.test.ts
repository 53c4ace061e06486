import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { selectAccount, selectionStore } from '../lib/account-selection';
import { notify } from '../lib/notify';
import { clearSession, sessionStore, storeAccessToken, storeDataToken, storeUser } from '../lib/session';
import { ACCOUNT_ID, aUser, USER_ID } from '../test/fixtures';
import { ApiError } from './api-error';
import { api, dataApi } from './client';

vi.mock('../lib/notify', () => ({ notify: vi.fn() }));

const fetchMock = vi.fn<typeof fetch>();

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
const envelope = (message: string, flags: { interceptor?: boolean; alert?: boolean } = {}) => ({
  message,
  interceptor: true,
  alert: true,
  ...flags,
});

const requestAt = (index: number) => {
  const [url, init] = fetchMock.mock.calls[index]!;
  return { url: String(url), init: init!, headers: new Headers(init!.headers) };
};

function signIn() {
  storeAccessToken('old-token');
  storeDataToken('data-token');
  storeUser(aUser());
}

beforeEach(() => {
  fetchMock.mockReset();
  vi.mocked(notify).mockClear();
  vi.stubGlobal('fetch', fetchMock);
});

afterEach(() => {
  vi.unstubAllGlobals();
  clearSession();
  selectionStore.set(null);
});

describe('what every request carries (spec §7)', () => {
  it('sends cookies, the Bearer token, the data-API token, the XSRF token and the selected account', async () => {
    signIn();
    selectAccount(USER_ID, { id: ACCOUNT_ID, accountType: 'FULL' });
    document.cookie = 'XSRF-TOKEN=xsrf-secret';
    fetchMock.mockResolvedValue(json(200, []));

    await api.get('/settlements', { query: { search: 'campo', page: undefined, empty: '' } });

    const { url, init, headers } = requestAt(0);
    expect(url).toBe(`/api/v1/settlements?search=campo&userAccountId=${ACCOUNT_ID}`);
    expect(init.credentials).toBe('include');
    expect(headers.get('Authorization')).toBe('Bearer old-token');
    expect(headers.get('x-access-token-data')).toBe('data-token');
    expect(headers.get('x-xsrf-token')).toBe('xsrf-secret');
    expect(init.signal).toBeUndefined();
  });

  it('sends JSON bodies as JSON and a file upload as multipart form data', async () => {
    fetchMock.mockImplementation(() => Promise.resolve(json(201, {})));
    const form = new FormData();
    form.append('file', new Blob(['<kml/>']), 'campo.kml');

    await api.post('/plots', { name: 'Potrero Norte' }, { toast: false });
    await api.post('/settlements/1/plots/import', form, { toast: false });

    expect(requestAt(0).headers.get('Content-Type')).toBe('application/json');
    expect(requestAt(0).init.body).toBe('{"name":"Potrero Norte"}');
    // The browser writes the multipart Content-Type with its boundary; a hand-set one would break it.
    expect(requestAt(1).headers.get('Content-Type')).toBeNull();
    expect(requestAt(1).init.body).toBe(form);
  });

  it('treats any 2xx as success', async () => {
    fetchMock.mockResolvedValue(new Response(null, { status: 204 }));
    await expect(api.delete('/users/1', { toast: false })).resolves.toBeNull();
  });
});

describe('session rules (spec §8)', () => {
  it('refreshes an expired token, stores it and retries the request once', async () => {
    signIn();
    fetchMock
      .mockResolvedValueOnce(json(401, envelope('jwt expired', { alert: false })))
      .mockResolvedValueOnce(json(200, { accessToken: 'new-token', refreshToken: 'r' }))
      .mockResolvedValueOnce(json(200, { accessToken: 'new-data-token' }))
      .mockResolvedValueOnce(json(200, [{ _id: 's1' }]));

    await expect(api.get('/settlements')).resolves.toEqual([{ _id: 's1' }]);

    expect(requestAt(1).url).toBe('/api/v1/refresh-token');
    expect(requestAt(2).url).toBe('/data-api/refresh-token');
    expect(requestAt(3).headers.get('Authorization')).toBe('Bearer new-token');
    expect(sessionStore.get().accessToken).toBe('new-token');
    expect(localStorage.getItem('accessToken')).toBe('new-token');
    expect(sessionStore.get().user?.accessToken).toBe('new-token');
    expect(notify).not.toHaveBeenCalled();
  });

  it('shares one refresh between calls that expire together', async () => {
    signIn();
    fetchMock.mockImplementation(async (input) => {
      const url = String(input);
      if (url.endsWith('/refresh-token')) return json(200, { accessToken: 'new-token' });
      const auth = new Headers(fetchMock.mock.calls.at(-1)![1]!.headers).get('Authorization');
      return auth === 'Bearer new-token' ? json(200, {}) : json(401, envelope('jwt expired'));
    });

    await Promise.all([api.get('/a'), api.get('/b')]);

    const refreshes = fetchMock.mock.calls.filter(([url]) => String(url) === '/api/v1/refresh-token');
    expect(refreshes).toHaveLength(1);
  });

  it('uses a token another tab already refreshed instead of refreshing again', async () => {
    signIn();
    fetchMock
      .mockImplementationOnce(async () => {
        localStorage.setItem('accessToken', 'token-from-another-tab');
        return json(401, envelope('jwt expired'));
      })
      .mockResolvedValueOnce(json(200, { ok: true }));

    await expect(api.get('/settlements')).resolves.toEqual({ ok: true });

    expect(fetchMock).toHaveBeenCalledTimes(2);
    expect(requestAt(1).headers.get('Authorization')).toBe('Bearer token-from-another-tab');
    expect(sessionStore.get().accessToken).toBe('token-from-another-tab');
  });

  it('logs out when the refresh fails', async () => {
    signIn();
    fetchMock
      .mockResolvedValueOnce(json(401, envelope('jwt expired')))
      .mockResolvedValueOnce(json(401, envelope('refresh token is invalid')));

    await expect(api.get('/settlements')).rejects.toBeInstanceOf(ApiError);
    expect(sessionStore.get().user).toBeNull();
    expect(localStorage.getItem('customer')).toBeNull();
  });

  it('retries only once: a second expiry logs out', async () => {
    signIn();
    fetchMock
      .mockResolvedValueOnce(json(401, envelope('jwt expired')))
      .mockResolvedValueOnce(json(200, { accessToken: 'new-token' }))
      .mockResolvedValueOnce(json(200, { accessToken: 'new-data-token' }))
      .mockResolvedValueOnce(json(401, envelope('jwt expired')));

    await expect(api.get('/settlements')).rejects.toMatchObject({ status: 401 });
    expect(fetchMock).toHaveBeenCalledTimes(4);
    expect(sessionStore.get().user).toBeNull();
  });

  it.each(['invalid token', 'jwt malformed', 'access token is required', 'refresh token is invalid'])(
    "clears the session on 401 '%s' without retrying or alerting",
    async (message) => {
      signIn();
      fetchMock.mockResolvedValueOnce(json(401, envelope(message)));

      await expect(api.get('/users/1')).rejects.toMatchObject({ status: 401, message });
      expect(fetchMock).toHaveBeenCalledTimes(1);
      expect(sessionStore.get()).toMatchObject({ user: null, accessToken: null, accessTokenData: null });
      expect(notify).not.toHaveBeenCalled();
    },
  );

  it("keeps the session on other 401s, such as the login's wrong credentials", async () => {
    signIn();
    fetchMock.mockResolvedValueOnce(json(401, envelope('invalid credentials', { alert: false })));

    await expect(api.post('/login', {}, { toast: false })).rejects.toMatchObject({ status: 401 });
    expect(sessionStore.get().user).not.toBeNull();
  });
});

describe('alerts and toasts (spec §8)', () => {
  it('ignores a network error silently', async () => {
    fetchMock.mockRejectedValueOnce(new TypeError('Failed to fetch'));

    const error = await api.post('/users', {}).catch((caught: unknown) => caught);

    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).isNetworkError).toBe(true);
    expect((error as ApiError).message).toBe('Network Error');
    expect(notify).not.toHaveBeenCalled();
  });

  it.each([
    ['post', 'Guardado correctamente'],
    ['put', 'Actualizado correctamente'],
    ['delete', 'Eliminado correctamente'],
  ] as const)('toasts the success of a %s', async (method, title) => {
    fetchMock.mockResolvedValueOnce(json(200, {}));
    await (method === 'delete' ? api.delete('/x') : api[method]('/x', {}));
    expect(notify).toHaveBeenCalledWith('success', title);
  });

  it('does not toast reads', async () => {
    fetchMock.mockResolvedValueOnce(json(200, {}));
    await api.get('/x');
    expect(notify).not.toHaveBeenCalled();
  });

  it.each([
    ['post', 'No se pudo guardar'],
    ['put', 'No se pudo actualizar'],
    ['delete', 'No se pudo eliminar'],
  ] as const)('alerts the failure of a %s flagged by the server', async (method, title) => {
    fetchMock.mockResolvedValueOnce(json(403, envelope('forbidden')));
    await (method === 'delete' ? api.delete('/x') : api[method]('/x', {})).catch(() => undefined);
    expect(notify).toHaveBeenCalledWith('error', title, 'No tenés permiso para hacer esto.');
  });

  it('alerts a failed read with the generic title and the server message', async () => {
    fetchMock.mockResolvedValueOnce(json(500, envelope('internal error (request 7)')));
    await api.get('/x').catch(() => undefined);
    expect(notify).toHaveBeenCalledWith('error', 'Ocurrió un error', 'internal error (request 7)');
  });

  it.each([
    ['alert is false', envelope('validation failed', { alert: false })],
    ['interceptor is not set', { message: 'plain error' }],
  ])('shows no alert when %s', async (_, body) => {
    fetchMock.mockResolvedValueOnce(json(400, body));
    await api.post('/x', {}).catch(() => undefined);
    expect(notify).not.toHaveBeenCalled();
  });

  it('lets a screen that explains failures itself turn the alert off', async () => {
    fetchMock.mockResolvedValueOnce(json(404, envelope('not found')));
    await api.put('/x', {}, { alert: false }).catch(() => undefined);
    expect(notify).not.toHaveBeenCalled();
  });
});

describe('data API (spec §7)', () => {
  it('returns the error object instead of throwing', async () => {
    fetchMock.mockResolvedValueOnce(json(400, envelope('validation failed', { alert: false })));

    const result = await dataApi.get('/animal/types');

    expect(result).toBeInstanceOf(ApiError);
    expect(result).toMatchObject({ status: 400, message: 'validation failed' });
    expect(requestAt(0).url).toBe('/data-api/animal/types');
  });

  it('returns the data on success', async () => {
    fetchMock.mockResolvedValueOnce(json(200, [{ id: 0, value: 'VACA' }]));
    await expect(dataApi.get('/animal/types')).resolves.toEqual([{ id: 0, value: 'VACA' }]);
  });
});

describe('files', () => {
  it('reads a download as a file with the name the server gave it, without a toast', async () => {
    fetchMock.mockResolvedValueOnce(
      new Response('caravanaNumber\n', {
        status: 200,
        headers: { 'Content-Disposition': 'attachment; filename="animales.csv"' },
      }),
    );

    const file = await api.download('/exports/animals', { query: { format: 'csv' } });

    expect(requestAt(0).url).toBe('/api/v1/exports/animals?format=csv');
    expect(file.filename).toBe('animales.csv');
    expect(await file.blob.text()).toBe('caravanaNumber\n');
    expect(notify).not.toHaveBeenCalled();
  });

  it('reports the progress of an upload and keeps the rules of every request', async () => {
    signIn();
    document.cookie = 'XSRF-TOKEN=xsrf-secret';
    const sent: FakeUpload[] = [];
    vi.stubGlobal(
      'XMLHttpRequest',
      class extends FakeUpload {
        constructor() {
          super();
          sent.push(this);
        }
      },
    );
    const progress: number[] = [];
    const form = new FormData();
    form.append('file', new Blob(['a,b']), 'animales.csv');

    const answer = api.post('/imports/animals', form, {
      toast: false,
      onUploadProgress: (f) => progress.push(f),
    });
    const upload = sent[0]!;
    upload.progress(50, 100);
    upload.answer(201, { imported: 50 });

    await expect(answer).resolves.toEqual({ imported: 50 });
    expect(progress).toEqual([0.5, 1]);
    expect(upload.url).toBe('/api/v1/imports/animals');
    expect(upload.withCredentials).toBe(true);
    expect(upload.headers.get('authorization')).toBe('Bearer old-token');
    expect(upload.headers.get('x-xsrf-token')).toBe('xsrf-secret');
    expect(upload.headers.get('content-type')).toBeNull();
    expect(upload.body).toBe(form);
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('reads an upload refused with row errors as an ApiError with its details', async () => {
    const sent: FakeUpload[] = [];
    vi.stubGlobal(
      'XMLHttpRequest',
      class extends FakeUpload {
        constructor() {
          super();
          sent.push(this);
        }
      },
    );
    const details = [{ row: 3, column: 'caravanaNumber', error: 'duplicatedCaravana' }];
    const answer = api.post('/imports/animals', new FormData(), { onUploadProgress: () => undefined });
    sent[0]!.answer(422, { message: 'the file has 1 error; nothing was imported', details });

    const error = (await answer.catch((caught: unknown) => caught)) as ApiError;
    expect(error).toBeInstanceOf(ApiError);
    expect(error.status).toBe(422);
    expect(error.body?.details).toEqual(details);
  });
});

/** Just enough of XMLHttpRequest for an upload: what was sent, and a way to answer it. */
class FakeUpload {
  url = '';
  method = '';
  withCredentials = false;
  responseType = '';
  response: ArrayBuffer | null = null;
  status = 0;
  body: unknown;
  headers = new Headers();
  private responseHeaders = 'content-type: application/json';
  upload: {
    onprogress: ((event: { lengthComputable: boolean; loaded: number; total: number }) => void) | null;
  } = {
    onprogress: null,
  };
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  onabort: (() => void) | null = null;

  open(method: string, url: string) {
    this.method = method;
    this.url = url;
  }
  setRequestHeader(name: string, value: string) {
    this.headers.set(name, value);
  }
  send(body: unknown) {
    this.body = body;
  }
  abort() {
    this.onabort?.();
  }
  getAllResponseHeaders() {
    return this.responseHeaders;
  }
  progress(loaded: number, total: number) {
    this.upload.onprogress?.({ lengthComputable: true, loaded, total });
  }
  answer(status: number, body: unknown) {
    this.status = status;
    this.response = new TextEncoder().encode(JSON.stringify(body)).buffer as ArrayBuffer;
    this.onload?.();
  }
}
