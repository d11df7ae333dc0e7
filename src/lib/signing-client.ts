/**
 * The browser side of the local signing client (spec 1 §7.4). The client runs on the user's
 * machine and holds the key on a token; the app reaches it over the WebSocket bridge
 * (ws://127.0.0.1:8181: getVersion, getCertInfo, signMSG, older clients signMsg) and, when that
 * socket cannot be opened, over the HTTP bridge (http://127.0.0.1:6210: getCertificate,
 * getCertInfo, signMSG). Failures come out as SigningClientError with one of the spec's error
 * kinds (§8); <SigningErrorDialog/> (src/ui) shows its text and the advice list.
 *
 * The bridges are a local device, not the API: calling them with fetch/WebSocket here is the one
 * exception to "api-client.ts is the only fetch caller". Ports come from the server
 * (page/signer-config, the same values as its CSP connect-src); signing works offline with the
 * last answer kept in localStorage.
 */
import {
  DEFAULT_SIGNER_PORTS,
  RECOMMENDED_SIGNER_VERSION,
  signerConfig,
  type SignerConfigData,
  type SignerVersion,
} from '../../contracts/api/signing.ts';
import { callApi } from './api-client.ts';
import { STORAGE_KEYS, readStored, writeStored } from './storage-keys.ts';

export type { SignerVersion };

/**
 * no-connection: neither bridge answers (spec: cannot connect to the signing client, check the key);
 * no-certificate: the client answers but has no usable certificate (its comment, or "no connection
 * with the EDS client"); unknown-version: the client's version is not one the bank supports
 * (spec: unknown error); sign-failed: the client refused to sign (its comment).
 */
export type SigningErrorKind = 'no-connection' | 'no-certificate' | 'unknown-version' | 'sign-failed';

export class SigningClientError extends Error {
  override readonly name = 'SigningClientError';
  constructor(
    readonly kind: SigningErrorKind,
    /** The signing client's own explanation, shown as is when present. */
    readonly comment: string | null = null,
  ) {
    super(comment ?? kind);
  }
}

/** The advice of spec 1 §8, in the order shown; keys of the `signing` namespace under `advice.`. */
export const SIGNING_ADVICE = ['reinsertKey', 'restartComputer', 'reinstallClient', 'contactBranch'] as const;

export type SignerBridge = 'ws' | 'http';

export interface SignerCertInfo {
  readonly serialNumber: string;
  /** The certificate owner's name. */
  readonly owner: string;
  readonly subject: string;
  readonly organization: string | null;
  readonly inn: string | null;
  /** ISO date-times. */
  readonly validFrom: string;
  readonly validTo: string;
}

export interface SignerSignature {
  readonly message: string;
  /** Base64 of the DER ECDSA signature (what the server calls sign_cipher). */
  readonly signature: string;
  readonly serialNumber: string | null;
  /** The client version that signed; the server records it with the signature. */
  readonly version: SignerVersion;
  readonly bridge: SignerBridge;
}

export interface SigningClient {
  /** Supported version of the local client (3.4.3 or 3.0.1); unknown-version otherwise. */
  getVersion(): Promise<SignerVersion>;
  getCertInfo(): Promise<SignerCertInfo>;
  /** Signs the message's UTF-8 bytes with the inserted key. */
  signMessage(message: string): Promise<SignerSignature>;
  /** The bridge in use after the first call, null before. */
  readonly bridge: SignerBridge | null;
  /** Closes the socket; pending calls fail with no-connection. */
  close(): void;
}

/** What the client needs of a WebSocket (the browser's, or a fake in tests). */
export interface SocketLike {
  readonly readyState: number;
  onopen: ((event: unknown) => void) | null;
  onmessage: ((event: { data: unknown }) => void) | null;
  onerror: ((event: unknown) => void) | null;
  onclose: ((event: unknown) => void) | null;
  send(data: string): void;
  close(): void;
}

export interface SigningClientOptions {
  readonly wsPort?: number;
  readonly httpPort?: number;
  /** Demo simulator only: whose key answers (SignerConfigData.simulator_username). */
  readonly username?: string | null;
  /** Opening the socket (default 3 s); past it the HTTP bridge is tried. */
  readonly connectTimeoutMs?: number;
  /** getVersion and getCertInfo (default 10 s). */
  readonly callTimeoutMs?: number;
  /** signMSG may wait for the user to enter the token's PIN (default 60 s). */
  readonly signTimeoutMs?: number;
  readonly openSocket?: (url: string) => SocketLike;
  readonly fetch?: typeof fetch;
}

const LOCALHOST = '127.0.0.1';
const OPEN = 1;

interface Reply {
  readonly success: boolean;
  readonly result?: unknown;
  readonly comment?: unknown;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function textOf(value: unknown): string | null {
  return typeof value === 'string' && value.trim() !== '' ? value : null;
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}

/**
 * The version a getVersion result stands for: "3.4.3" or "3.0.1" as text; a JSON answer (an object,
 * or text holding one) is how 3.4.3 and later builds reply (spec 1 §7.4). Anything else is unknown.
 */
export function versionOf(result: unknown): SignerVersion | null {
  if (typeof result === 'string') {
    const text = result.trim();
    if (text === '3.4.3' || text === '3.0.1') return text;
    return isRecord(parseJson(text)) ? '3.4.3' : null;
  }
  return isRecord(result) ? '3.4.3' : null;
}

function certInfoOf(result: unknown): SignerCertInfo {
  const info = isRecord(result) ? result : {};
  const serialNumber = textOf(info.serialNumber);
  const validTo = textOf(info.validTo);
  // A client that answers without a serial number or an end date has no usable certificate.
  if (serialNumber === null || validTo === null) throw new SigningClientError('no-certificate');
  const subject = textOf(info.subject) ?? '';
  return {
    serialNumber,
    owner: textOf(info.owner) ?? /CN=([^,]+)/.exec(subject)?.[1]?.trim() ?? '',
    subject,
    organization: textOf(info.organization),
    inn: textOf(info.inn),
    validFrom: textOf(info.validFrom) ?? '',
    validTo,
  };
}

function signatureOf(result: unknown): { signature: string; serialNumber: string | null } {
  if (typeof result === 'string' && result.trim() !== '')
    return { signature: result.trim(), serialNumber: null };
  if (isRecord(result)) {
    const signature = textOf(result.signature);
    if (signature !== null) return { signature, serialNumber: textOf(result.serialNumber) };
  }
  throw new SigningClientError('sign-failed');
}

function replyOf(value: unknown): Reply | null {
  if (!isRecord(value) || typeof value.success !== 'boolean') return null;
  return value as unknown as Reply;
}

/** A client that does not know signMSG (older builds) says so; it is then asked for signMsg. */
const UNKNOWN_FUNCTION = /unknown function|not supported|unsupported/i;

export function createSigningClient(options: SigningClientOptions = {}): SigningClient {
  const wsUrl = `ws://${LOCALHOST}:${options.wsPort ?? DEFAULT_SIGNER_PORTS.ws}`;
  const httpUrl = `http://${LOCALHOST}:${options.httpPort ?? DEFAULT_SIGNER_PORTS.http}`;
  const username = options.username ?? null;
  const connectTimeoutMs = options.connectTimeoutMs ?? 3_000;
  const callTimeoutMs = options.callTimeoutMs ?? 10_000;
  const signTimeoutMs = options.signTimeoutMs ?? 60_000;
  const openSocket = options.openSocket ?? ((url: string) => new WebSocket(url) as unknown as SocketLike);
  const doFetch = options.fetch ?? ((input: RequestInfo | URL, init?: RequestInit) => fetch(input, init));

  let bridge: SignerBridge | null = null;
  let socket: Promise<SocketLike | null> | null = null;
  let nextId = 1;
  const pending = new Map<
    number,
    { resolve: (reply: Reply) => void; reject: (error: Error) => void; timer: ReturnType<typeof setTimeout> }
  >();

  function failAll(): void {
    for (const [id, call] of pending) {
      clearTimeout(call.timer);
      pending.delete(id);
      call.reject(new SigningClientError('no-connection'));
    }
  }

  function onMessage(data: unknown): void {
    const parsed = typeof data === 'string' ? parseJson(data) : undefined;
    const reply = replyOf(parsed);
    if (reply === null || !isRecord(parsed)) return;
    // Replies carry the request's id; a client that does not echo it answers in order.
    const id =
      typeof parsed.id === 'number' && pending.has(parsed.id) ? parsed.id : pending.keys().next().value;
    if (id === undefined) return;
    const call = pending.get(id);
    if (call === undefined) return;
    clearTimeout(call.timer);
    pending.delete(id);
    call.resolve(reply);
  }

  /**
   * The open socket, or null when it cannot be opened (then the HTTP bridge is used for the rest of
   * this client's life: screens open a client per operation, so the next operation tries again).
   */
  function connect(): Promise<SocketLike | null> {
    socket ??= new Promise((resolve) => {
      let ws: SocketLike;
      try {
        ws = openSocket(wsUrl);
      } catch {
        resolve(null);
        return;
      }
      const timer = setTimeout(() => {
        ws.onopen = ws.onerror = ws.onclose = null;
        ws.close();
        resolve(null);
      }, connectTimeoutMs);
      ws.onopen = () => {
        clearTimeout(timer);
        ws.onmessage = (event) => onMessage(event.data);
        ws.onerror = null;
        ws.onclose = () => {
          // Closed after it worked (client restarted): the next call reconnects.
          socket = null;
          failAll();
        };
        resolve(ws);
      };
      ws.onerror = ws.onclose = () => {
        clearTimeout(timer);
        resolve(null);
      };
    });
    return socket;
  }

  function callSocket(ws: SocketLike, fn: string, extra: Record<string, unknown>, timeoutMs: number) {
    return new Promise<Reply>((resolve, reject) => {
      const id = nextId++;
      const timer = setTimeout(() => {
        pending.delete(id);
        reject(new SigningClientError('no-connection'));
      }, timeoutMs);
      pending.set(id, { resolve, reject, timer });
      const request = { id, function: fn, ...extra, ...(username === null ? {} : { username }) };
      try {
        if (ws.readyState !== OPEN) throw new Error('socket not open');
        ws.send(JSON.stringify(request));
      } catch {
        clearTimeout(timer);
        pending.delete(id);
        reject(new SigningClientError('no-connection'));
      }
    });
  }

  async function callHttp(fn: string, message: string | undefined, timeoutMs: number): Promise<Reply> {
    const query =
      username === null || message !== undefined ? '' : `?username=${encodeURIComponent(username)}`;
    let response: Response;
    try {
      response = await doFetch(`${httpUrl}/${fn}${query}`, {
        method: message === undefined ? 'GET' : 'POST',
        headers: message === undefined ? undefined : { 'Content-Type': 'application/json' },
        body:
          message === undefined
            ? undefined
            : JSON.stringify({ message, ...(username === null ? {} : { username }) }),
        signal: AbortSignal.timeout(timeoutMs),
      });
    } catch {
      throw new SigningClientError('no-connection');
    }
    const reply = replyOf(parseJson(await response.text()));
    if (reply === null) throw new SigningClientError('no-connection');
    return reply;
  }

  /** Calls a function over the socket, or over HTTP (httpFn) when the socket cannot be opened. */
  async function call(
    fn: string,
    httpFn: string | null,
    message: string | undefined,
    timeoutMs: number,
  ): Promise<{ reply: Reply; via: SignerBridge }> {
    const ws = await connect();
    if (ws !== null) {
      bridge = 'ws';
      const extra = message === undefined ? {} : { message };
      return { reply: await callSocket(ws, fn, extra, timeoutMs), via: 'ws' };
    }
    if (httpFn === null) throw new SigningClientError('no-connection');
    const reply = await callHttp(httpFn, message, timeoutMs);
    bridge = 'http';
    return { reply, via: 'http' };
  }

  async function getVersion(): Promise<SignerVersion> {
    const ws = await connect();
    // The HTTP bridge has no getVersion: it ships only with 3.4.x clients (docs/decisions.md).
    if (ws === null) {
      await call('getCertInfo', 'getCertInfo', undefined, callTimeoutMs);
      return RECOMMENDED_SIGNER_VERSION;
    }
    const { reply } = await call('getVersion', null, undefined, callTimeoutMs);
    const version = reply.success ? versionOf(reply.result) : null;
    if (version === null) throw new SigningClientError('unknown-version');
    return version;
  }

  async function getCertInfo(): Promise<SignerCertInfo> {
    const { reply } = await call('getCertInfo', 'getCertInfo', undefined, callTimeoutMs);
    if (!reply.success) throw new SigningClientError('no-certificate', textOf(reply.comment));
    return certInfoOf(reply.result);
  }

  async function signMessage(message: string): Promise<SignerSignature> {
    const version = await getVersion();
    let { reply, via } = await call('signMSG', 'signMSG', message, signTimeoutMs);
    if (!reply.success && via === 'ws' && UNKNOWN_FUNCTION.test(textOf(reply.comment) ?? '')) {
      ({ reply, via } = await call('signMsg', 'signMSG', message, signTimeoutMs));
    }
    if (!reply.success) throw new SigningClientError('sign-failed', textOf(reply.comment));
    return { message, ...signatureOf(reply.result), version, bridge: via };
  }

  return {
    getVersion,
    getCertInfo,
    signMessage,
    get bridge() {
      return bridge;
    },
    close() {
      const current = socket;
      socket = null;
      failAll();
      void current?.then((ws) => ws?.close());
    },
  };
}

function storedConfig(): SignerConfigData | null {
  const value = parseJson(readStored(STORAGE_KEYS.signerConfig) ?? '');
  if (!isRecord(value) || typeof value.ws_port !== 'number' || typeof value.http_port !== 'number')
    return null;
  return {
    ws_port: value.ws_port,
    http_port: value.http_port,
    simulator_username: textOf(value.simulator_username),
  };
}

/**
 * Where the bridges are, from the server (kept for offline use); with neither the server nor a
 * kept answer, the production ports.
 */
export async function loadSignerConfig(): Promise<SignerConfigData> {
  // No dialogs: offline is normal here, the kept answer stands in.
  const outcome = await callApi(signerConfig, { handle: false });
  if (
    outcome.kind === 'response' &&
    outcome.envelope?.status === 'success' &&
    outcome.envelope.data !== undefined
  ) {
    const data = outcome.envelope.data;
    writeStored(STORAGE_KEYS.signerConfig, JSON.stringify(data));
    return data;
  }
  return (
    storedConfig() ?? {
      ws_port: DEFAULT_SIGNER_PORTS.ws,
      http_port: DEFAULT_SIGNER_PORTS.http,
      simulator_username: null,
    }
  );
}

/** A client for the bridges the server names (the usual entry point for screens). */
export async function openSigningClient(
  options: Omit<SigningClientOptions, 'wsPort' | 'httpPort' | 'username'> = {},
): Promise<SigningClient> {
  const config = await loadSignerConfig();
  return createSigningClient({
    ...options,
    wsPort: config.ws_port,
    httpPort: config.http_port,
    username: config.simulator_username,
  });
}
