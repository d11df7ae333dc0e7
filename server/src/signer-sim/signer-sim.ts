/**
 * Demo simulator of the local signing client (spec 1 §7.4), for demos and tests only: never
 * started when NODE_ENV=production. It listens on loopback only and answers for the demo users'
 * ECDSA P-256 keys made by the seed (table signing_keys). A real client keeps the key on a token;
 * here the private key sits in the demo database, which is why nothing but the demo may use it.
 *
 * WebSocket bridge, ws://127.0.0.1:8181 (SIGNER_WS_PORT). Each message is JSON:
 *   request  { "id"?: any, "function": "getVersion" | "getCertInfo" | "signMSG" | "signMsg",
 *              "message"?: string, "username"?: string }
 *   answer   { "id", "function", "success": true, "result": … }
 *            { "id", "function", "success": false, "comment": "why" }
 *   getVersion → "3.4.3"; getCertInfo → CertInfo; signMSG/signMsg → Signature of `message` (UTF-8).
 *
 * HTTP bridge, http://127.0.0.1:6210 (SIGNER_HTTP_PORT), same answers as JSON:
 *   GET /getCertificate, GET /getCertInfo (optional ?username=), POST /signMSG { message, username? }.
 *
 * `username` picks the demo user whose key answers (as if that user's token were inserted);
 * without it the simulator's default user answers. Browsers may call it only from the app's own
 * origins (CORS and the WebSocket Origin check); calls without an Origin (scripts) are accepted.
 */
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Duplex } from 'node:stream';
import { sign } from 'node:crypto';
import { WebSocketServer, type WebSocket } from 'ws';
import type { Db } from '../db/client.ts';
import { signingKeyOfUser } from './repository.ts';

export const SIGNER_VERSION = '3.4.3';
const HOST = '127.0.0.1';
const MAX_BODY_BYTES = 64 * 1024;
const HTTP_FUNCTIONS: readonly string[] = ['getCertificate', 'getCertInfo', 'signMSG'];

export interface CertInfo {
  readonly serialNumber: string;
  readonly subject: string;
  readonly owner: string;
  readonly username: string;
  readonly organization: string | null;
  readonly inn: string | null;
  readonly validFrom: string;
  readonly validTo: string;
  readonly algorithm: 'ECDSA-P256-SHA256';
  readonly publicKey: string;
}

export interface Signature {
  readonly message: string;
  /** Base64 of the DER-encoded ECDSA signature over SHA-256 of the message's UTF-8 bytes. */
  readonly signature: string;
  readonly serialNumber: string;
  readonly algorithm: 'ECDSA-P256-SHA256';
}

export interface SignerSimOptions {
  readonly db: Db;
  readonly wsPort: number;
  readonly httpPort: number;
  /** Browser origins allowed to call (the app's own addresses). */
  readonly allowedOrigins: readonly string[];
  /** Whose key answers when a call names no user. */
  readonly defaultUsername?: string;
}

export interface SignerSim {
  readonly wsPort: number;
  readonly httpPort: number;
  stop(): Promise<void>;
}

class SignerError extends Error {}

interface SignerRequest {
  readonly function: string;
  readonly message?: unknown;
  readonly username?: unknown;
}

function createHandlers(db: Db, defaultUsername: string) {
  async function keyOf(username: unknown) {
    const name = typeof username === 'string' && username !== '' ? username : defaultUsername;
    const row = await signingKeyOfUser(db, name);
    if (row === undefined || row.privateKey === null) throw new SignerError(`no key for user "${name}"`);
    return { ...row, privateKey: row.privateKey };
  }

  async function certInfo(username: unknown): Promise<CertInfo> {
    const key = await keyOf(username);
    const subject = [
      `CN=${key.fullName}`,
      key.organization && `O=${key.organization}`,
      key.inn && `UID=${key.inn}`,
    ]
      .filter(Boolean)
      .join(', ');
    return {
      serialNumber: key.serialNumber,
      subject,
      owner: key.fullName,
      username: key.username,
      organization: key.organization,
      inn: key.inn,
      validFrom: key.validFrom.toISOString(),
      validTo: key.validTo.toISOString(),
      algorithm: 'ECDSA-P256-SHA256',
      publicKey: key.publicKey,
    };
  }

  async function signMessage(message: unknown, username: unknown): Promise<Signature> {
    if (typeof message !== 'string' || message === '')
      throw new SignerError('message must be a non-empty string');
    const key = await keyOf(username);
    const signature = sign('sha256', Buffer.from(message, 'utf8'), key.privateKey).toString('base64');
    return { message, signature, serialNumber: key.serialNumber, algorithm: 'ECDSA-P256-SHA256' };
  }

  return async function handle(request: SignerRequest): Promise<unknown> {
    switch (request.function) {
      case 'getVersion':
        return SIGNER_VERSION;
      case 'getCertInfo':
        return certInfo(request.username);
      case 'getCertificate': {
        const info = await certInfo(request.username);
        return { serialNumber: info.serialNumber, subject: info.subject, certificate: info.publicKey };
      }
      case 'signMSG':
      case 'signMsg':
        return signMessage(request.message, request.username);
      default:
        throw new SignerError(`unknown function "${request.function}"`);
    }
  };
}

function listen(server: Server, port: number): Promise<number> {
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, HOST, () => {
      server.off('error', reject);
      resolve((server.address() as AddressInfo).port);
    });
  });
}

function close(server: Server): Promise<void> {
  return new Promise((resolve) => server.close(() => resolve()));
}

function readBody(req: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    req.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size > MAX_BODY_BYTES) {
        reject(new SignerError('request too large'));
        req.destroy();
        return;
      }
      chunks.push(chunk);
    });
    req.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
    req.on('error', reject);
  });
}

function parseJson(text: string): Record<string, unknown> {
  if (text.trim() === '') return {};
  const value: unknown = JSON.parse(text);
  if (typeof value !== 'object' || value === null || Array.isArray(value))
    throw new SignerError('expected a JSON object');
  return value as Record<string, unknown>;
}

export async function startSignerSim(options: SignerSimOptions): Promise<SignerSim> {
  const handle = createHandlers(options.db, options.defaultUsername ?? 'head');
  const originAllowed = (origin: string | undefined) =>
    origin === undefined || options.allowedOrigins.includes(origin);

  const answer = async (request: SignerRequest): Promise<Record<string, unknown>> => {
    try {
      return { function: request.function, success: true, result: await handle(request) };
    } catch (error) {
      if (!(error instanceof SignerError)) throw error;
      return { function: request.function, success: false, comment: error.message };
    }
  };

  const http = createServer((req: IncomingMessage, res: ServerResponse) => {
    const origin = req.headers.origin;
    const send = (status: number, body: unknown) => {
      res.writeHead(status, {
        'content-type': 'application/json; charset=utf-8',
        ...(origin !== undefined && originAllowed(origin)
          ? { 'access-control-allow-origin': origin, vary: 'Origin' }
          : {}),
      });
      res.end(JSON.stringify(body));
    };
    if (!originAllowed(origin)) return send(403, { success: false, comment: 'origin not allowed' });
    if (req.method === 'OPTIONS') {
      res.writeHead(204, {
        'access-control-allow-origin': origin ?? '*',
        'access-control-allow-methods': 'GET, POST',
        'access-control-allow-headers': 'content-type',
        'access-control-max-age': '600',
        vary: 'Origin',
      });
      return res.end();
    }
    const url = new URL(req.url ?? '/', `http://${HOST}`);
    const name = url.pathname.replace(/^\//, '');
    if (!HTTP_FUNCTIONS.includes(name))
      return send(404, { success: false, comment: `unknown function "${name}"` });
    const run = async () => {
      const body = req.method === 'POST' ? parseJson(await readBody(req)) : {};
      const username = body.username ?? url.searchParams.get('username') ?? undefined;
      send(200, await answer({ function: name, message: body.message, username }));
    };
    run().catch((error: unknown) => {
      const known = error instanceof SignerError || error instanceof SyntaxError;
      send(known ? 400 : 500, { success: false, comment: known ? error.message : 'signing client error' });
    });
  });

  // The WebSocket bridge upgrades only requests from allowed origins; plain HTTP there gets 426.
  const wsHttp = createServer((_req, res) => {
    res.writeHead(426).end();
  });
  const wss = new WebSocketServer({ noServer: true });
  wsHttp.on('upgrade', (req: IncomingMessage, socket: Duplex, head: Buffer) => {
    if (!originAllowed(req.headers.origin)) {
      socket.end('HTTP/1.1 403 Forbidden\r\n\r\n');
      return;
    }
    wss.handleUpgrade(req, socket, head, (client) => wss.emit('connection', client, req));
  });
  wss.on('connection', (socket: WebSocket) => {
    socket.on('message', (data) => {
      let id: unknown = null;
      const reply = async () => {
        const request = parseJson(data.toString());
        id = request.id ?? null;
        const fn = typeof request.function === 'string' ? request.function : '';
        return {
          id,
          ...(await answer({ function: fn, message: request.message, username: request.username })),
        };
      };
      reply()
        .catch((error: unknown) => ({
          id,
          success: false,
          comment:
            error instanceof SignerError || error instanceof SyntaxError
              ? error.message
              : 'signing client error',
        }))
        .then((body) => socket.send(JSON.stringify(body)));
    });
  });

  let wsPort: number;
  let httpPort: number;
  try {
    wsPort = await listen(wsHttp, options.wsPort);
    httpPort = await listen(http, options.httpPort);
  } catch (error) {
    wss.close();
    if (wsHttp.listening) await close(wsHttp);
    throw error;
  }

  return {
    wsPort,
    httpPort,
    async stop() {
      for (const client of wss.clients) client.terminate();
      wss.close();
      http.closeAllConnections();
      wsHttp.closeAllConnections();
      await Promise.all([close(wsHttp), close(http)]);
    },
  };
}
