// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { callApi, type ApiOutcome } from './api-client.ts';
import {
  SigningClientError,
  createSigningClient,
  loadSignerConfig,
  versionOf,
  type SigningClientOptions,
  type SocketLike,
} from './signing-client.ts';

vi.mock('./api-client.ts', () => ({ callApi: vi.fn() }));

type Handler = (request: Record<string, unknown>) => unknown;

/** A fake local client: answers each request with `handler` (undefined: never answers). */
class FakeSocket implements SocketLike {
  readyState = 0;
  onopen: ((event: unknown) => void) | null = null;
  onmessage: ((event: { data: unknown }) => void) | null = null;
  onerror: ((event: unknown) => void) | null = null;
  onclose: ((event: unknown) => void) | null = null;
  readonly sent: Record<string, unknown>[] = [];
  constructor(
    readonly url: string,
    private readonly handler: Handler,
  ) {}
  open() {
    this.readyState = 1;
    this.onopen?.({});
  }
  fail() {
    this.readyState = 3;
    this.onerror?.({});
    this.onclose?.({});
  }
  send(data: string) {
    const request = JSON.parse(data) as Record<string, unknown>;
    this.sent.push(request);
    const answer = this.handler(request);
    if (answer !== undefined) queueMicrotask(() => this.onmessage?.({ data: JSON.stringify(answer) }));
  }
  close() {
    this.readyState = 3;
  }
}

const CERT = {
  serialNumber: 'A1B2',
  subject: 'CN=Abdullayev Bahrom, O=Main LLC, UID=123456789',
  owner: 'Abdullayev Bahrom',
  organization: 'Main LLC',
  inn: '123456789',
  validFrom: '2026-01-01T00:00:00.000Z',
  validTo: '2027-01-01T00:00:00.000Z',
};

function ok(request: Record<string, unknown>, result: unknown) {
  return { id: request.id, function: request.function, success: true, result };
}
function refused(request: Record<string, unknown>, comment: string) {
  return { id: request.id, function: request.function, success: false, comment };
}

const modernClient: Handler = (r) => {
  if (r.function === 'getVersion') return ok(r, '3.4.3');
  if (r.function === 'getCertInfo') return ok(r, CERT);
  if (r.function === 'signMSG')
    return ok(r, {
      message: r.message,
      signature: 'c2ln',
      serialNumber: 'A1B2',
      algorithm: 'ECDSA-P256-SHA256',
    });
  return refused(r, `unknown function "${String(r.function)}"`);
};

function withSocket(
  handler: Handler,
  options: Partial<SigningClientOptions> = {},
  behaviour: 'open' | 'fail' = 'open',
) {
  const sockets: FakeSocket[] = [];
  const fetchMock = vi.fn<typeof fetch>(() => Promise.reject(new TypeError('Failed to fetch')));
  const client = createSigningClient({
    wsPort: 18181,
    httpPort: 16210,
    fetch: fetchMock,
    openSocket: (url) => {
      const socket = new FakeSocket(url, handler);
      sockets.push(socket);
      queueMicrotask(() => (behaviour === 'open' ? socket.open() : socket.fail()));
      return socket;
    },
    ...options,
  });
  return { client, sockets, fetchMock };
}

afterEach(() => {
  vi.useRealTimers();
});

describe('versionOf', () => {
  it('accepts 3.4.3, 3.0.1 and a JSON reply (3.4.3), nothing else', () => {
    expect(versionOf('3.4.3')).toBe('3.4.3');
    expect(versionOf(' 3.0.1 ')).toBe('3.0.1');
    expect(versionOf('{"version":"3.4.5","build":7}')).toBe('3.4.3');
    expect(versionOf({ version: '3.4.5' })).toBe('3.4.3');
    expect(versionOf('2.9.0')).toBeNull();
    expect(versionOf(343)).toBeNull();
    expect(versionOf('')).toBeNull();
  });
});

describe('signing client over the WebSocket bridge', () => {
  it('connects to the given port, numbers requests and reads version, certificate and signature', async () => {
    const { client, sockets } = withSocket(modernClient, { username: 'head' });
    expect(await client.getVersion()).toBe('3.4.3');
    expect(await client.getCertInfo()).toEqual(CERT);
    const signed = await client.signMessage('CORPBANK-KEY-CHECK-V1\nabc');
    expect(signed).toEqual({
      message: 'CORPBANK-KEY-CHECK-V1\nabc',
      signature: 'c2ln',
      serialNumber: 'A1B2',
      version: '3.4.3',
      bridge: 'ws',
    });
    expect(sockets).toHaveLength(1);
    expect(sockets[0]?.url).toBe('ws://127.0.0.1:18181');
    const ids = sockets[0]?.sent.map((r) => r.id);
    expect(new Set(ids).size).toBe(ids?.length);
    expect(sockets[0]?.sent.every((r) => r.username === 'head')).toBe(true);
    expect(client.bridge).toBe('ws');
  });

  it('matches answers to requests by id even when they come back out of order', async () => {
    const held: Record<string, unknown>[] = [];
    const { client, sockets } = withSocket((r) => {
      held.push(r);
      return undefined;
    });
    const version = client.getVersion();
    const cert = client.getCertInfo();
    await vi.waitFor(() => expect(held).toHaveLength(2));
    const of = (fn: string) => held.find((r) => r.function === fn) ?? {};
    const answer = (body: unknown) => sockets[0]?.onmessage?.({ data: JSON.stringify(body) });
    // answered in the reverse of the order they were sent
    const [early, late] =
      held[0]?.function === 'getVersion' ? ['getVersion', 'getCertInfo'] : ['getCertInfo', 'getVersion'];
    for (const fn of [late, early]) answer(ok(of(fn), fn === 'getVersion' ? '3.0.1' : CERT));
    expect(await cert).toEqual(CERT);
    expect(await version).toBe('3.0.1');
  });

  it('falls back to signMsg when the client does not know signMSG, and reports 3.0.1', async () => {
    const { client, sockets } = withSocket((r) => {
      if (r.function === 'getVersion') return ok(r, '3.0.1');
      if (r.function === 'signMsg') return ok(r, 'b2xk');
      return refused(r, `unknown function "${String(r.function)}"`);
    });
    const signed = await client.signMessage('m');
    expect(signed).toMatchObject({ signature: 'b2xk', serialNumber: null, version: '3.0.1', bridge: 'ws' });
    expect(sockets[0]?.sent.map((r) => r.function)).toEqual(['getVersion', 'signMSG', 'signMsg']);
  });

  it('an unsupported version is an unknown-version error and nothing is signed', async () => {
    const { client, sockets } = withSocket((r) =>
      r.function === 'getVersion' ? ok(r, '2.1.0') : modernClient(r),
    );
    await expect(client.signMessage('m')).rejects.toMatchObject({ kind: 'unknown-version' });
    expect(sockets[0]?.sent.map((r) => r.function)).toEqual(['getVersion']);
  });

  it('no certificate: the client comment, or none (the dialog then says no connection with the EDS client)', async () => {
    const withComment = withSocket((r) => refused(r, 'Token not inserted'));
    await expect(withComment.client.getCertInfo()).rejects.toEqual(
      new SigningClientError('no-certificate', 'Token not inserted'),
    );
    const silent = withSocket((r) => ({ id: r.id, success: false }));
    const error = await silent.client.getCertInfo().catch((e: unknown) => e);
    expect(error).toMatchObject({ kind: 'no-certificate', comment: null });
    const empty = withSocket((r) => ok(r, {}));
    await expect(empty.client.getCertInfo()).rejects.toMatchObject({ kind: 'no-certificate' });
  });

  it('a refusal to sign carries the client comment', async () => {
    const { client } = withSocket((r) =>
      r.function === 'signMSG' ? refused(r, 'PIN cancelled') : modernClient(r),
    );
    await expect(client.signMessage('m')).rejects.toEqual(
      new SigningClientError('sign-failed', 'PIN cancelled'),
    );
  });

  it('a call the client never answers times out as no-connection', async () => {
    vi.useFakeTimers();
    const { client } = withSocket(() => undefined, { callTimeoutMs: 500 });
    const result = client.getCertInfo().catch((e: unknown) => e);
    await vi.advanceTimersByTimeAsync(600);
    expect(await result).toMatchObject({ kind: 'no-connection' });
  });

  it('pending calls fail when the socket closes, and the next call reconnects', async () => {
    const { client, sockets } = withSocket((r) =>
      r.function === 'getVersion' ? undefined : modernClient(r),
    );
    const result = client.getVersion().catch((e: unknown) => e);
    await vi.waitFor(() => expect(sockets[0]?.sent).toHaveLength(1));
    sockets[0]?.fail();
    expect(await result).toMatchObject({ kind: 'no-connection' });
    expect(await client.getCertInfo()).toEqual(CERT);
    expect(sockets).toHaveLength(2);
  });
});

describe('signing client over the HTTP bridge', () => {
  function httpAnswer(body: unknown) {
    return Promise.resolve(new Response(JSON.stringify(body), { status: 200 }));
  }

  it('is used when the socket cannot be opened', async () => {
    const fetchMock = vi.fn<typeof fetch>((input, init) => {
      const url = String(input);
      if (url.startsWith('http://127.0.0.1:16210/getCertInfo'))
        return httpAnswer({ success: true, result: CERT });
      if (url === 'http://127.0.0.1:16210/signMSG') {
        const body = JSON.parse(String(init?.body)) as { message: string; username?: string };
        return httpAnswer({
          success: true,
          result: { signature: `sig:${body.message}:${body.username}`, serialNumber: 'A1B2' },
        });
      }
      return httpAnswer({ success: false, comment: 'unknown' });
    });
    const { client } = withSocket(modernClient, { fetch: fetchMock, username: 'head' }, 'fail');
    expect(await client.getCertInfo()).toEqual(CERT);
    expect(String(fetchMock.mock.calls[0]?.[0])).toBe('http://127.0.0.1:16210/getCertInfo?username=head');
    const signed = await client.signMessage('hello');
    expect(signed).toEqual({
      message: 'hello',
      signature: 'sig:hello:head',
      serialNumber: 'A1B2',
      version: '3.4.3',
      bridge: 'http',
    });
    expect(client.bridge).toBe('http');
  });

  it('neither bridge answering is a no-connection error', async () => {
    const { client, fetchMock } = withSocket(modernClient, {}, 'fail');
    await expect(client.getCertInfo()).rejects.toMatchObject({ kind: 'no-connection' });
    await expect(client.signMessage('m')).rejects.toMatchObject({ kind: 'no-connection' });
    expect(fetchMock).toHaveBeenCalled();
  });

  it('a socket that never opens is given up after the connect time-out', async () => {
    vi.useFakeTimers();
    const fetchMock = vi.fn<typeof fetch>(() => httpAnswer({ success: true, result: CERT }));
    const client = createSigningClient({
      connectTimeoutMs: 200,
      fetch: fetchMock,
      openSocket: (url) => new FakeSocket(url, modernClient),
    });
    const result = client.getCertInfo();
    await vi.advanceTimersByTimeAsync(250);
    expect(await result).toEqual(CERT);
    expect(String(fetchMock.mock.calls[0]?.[0])).toBe('http://127.0.0.1:6210/getCertInfo');
  });
});

describe('loadSignerConfig', () => {
  const answer = (data: unknown): ApiOutcome<unknown> => ({
    kind: 'response',
    httpStatus: 200,
    envelope: { status: 'success', data },
    body: { status: 'success', data },
  });

  it('takes the ports from the server and keeps them for offline signing', async () => {
    localStorage.clear();
    const config = { ws_port: 18601, http_port: 18602, simulator_username: 'head' };
    vi.mocked(callApi).mockResolvedValueOnce(answer(config));
    expect(await loadSignerConfig()).toEqual(config);
    vi.mocked(callApi).mockResolvedValueOnce({ kind: 'network' });
    expect(await loadSignerConfig()).toEqual(config);
  });

  it('falls back to the production ports with nothing kept and no server', async () => {
    localStorage.clear();
    vi.mocked(callApi).mockResolvedValueOnce({ kind: 'network' });
    expect(await loadSignerConfig()).toEqual({ ws_port: 8181, http_port: 6210, simulator_username: null });
  });
});
