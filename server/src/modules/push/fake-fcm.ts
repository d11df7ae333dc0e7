/**
 * A fake Google OAuth2 token endpoint and FCM HTTP v1 endpoint on loopback for tests: records the
 * assertions and the messages, answers UNREGISTERED for tokens the test names, and can be made slow
 * or down. Also makes a throwaway service account (a fresh RSA key) pointed at itself.
 * Nothing reaches the internet.
 */
import { generateKeyPairSync, type KeyObject } from 'node:crypto';
import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface FcmSent {
  readonly projectId: string;
  readonly authorization: string;
  readonly message: { token: string; data?: Record<string, string>; webpush?: unknown };
}

function readAll(request: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    request.on('data', (c: Buffer) => chunks.push(c));
    request.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
    request.on('error', reject);
  });
}

export async function startFakeFcm() {
  const { privateKey, publicKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
  const assertions: string[] = [];
  const sent: FcmSent[] = [];
  const unregistered = new Set<string>();
  const state = { mode: 'up' as 'up' | 'down' | 'slow', tokenCalls: 0, accessToken: 'fake-access-1' };
  const server = createServer((request, response) => {
    void (async () => {
      const body = await readAll(request);
      const url = request.url ?? '';
      const send = (status: number, value: unknown) => {
        response.writeHead(status, { 'content-type': 'application/json' });
        response.end(JSON.stringify(value));
      };
      if (state.mode === 'slow') await new Promise((r) => setTimeout(r, 30_000).unref());
      if (state.mode === 'down') return send(503, { error: { code: 503, status: 'UNAVAILABLE' } });
      if (url === '/token') {
        state.tokenCalls++;
        const params = new URLSearchParams(body);
        assertions.push(params.get('assertion') ?? '');
        return send(200, { access_token: state.accessToken, expires_in: 3599, token_type: 'Bearer' });
      }
      const match = /^\/v1\/projects\/([^/]+)\/messages:send$/.exec(url);
      if (match === null || request.method !== 'POST') return send(404, { error: { code: 404 } });
      const parsed = JSON.parse(body) as { message: FcmSent['message'] };
      if (request.headers.authorization !== `Bearer ${state.accessToken}`) {
        return send(401, { error: { code: 401, status: 'UNAUTHENTICATED' } });
      }
      if (unregistered.has(parsed.message.token)) {
        return send(404, {
          error: {
            code: 404,
            status: 'NOT_FOUND',
            details: [
              { '@type': 'type.googleapis.com/google.firebase.fcm.v1.FcmError', errorCode: 'UNREGISTERED' },
            ],
          },
        });
      }
      sent.push({
        projectId: decodeURIComponent(match[1] ?? ''),
        authorization: request.headers.authorization ?? '',
        message: parsed.message,
      });
      return send(200, { name: `projects/${match[1]}/messages/${sent.length}` });
    })();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const serviceAccount = {
    type: 'service_account',
    project_id: 'corpbank-test',
    private_key_id: 'test-key-1',
    private_key: privateKey.export({ type: 'pkcs8', format: 'pem' }).toString(),
    client_email: 'push@corpbank-test.iam.gserviceaccount.com',
    token_uri: `${base}/token`,
  };
  return {
    base,
    /** The JSON of FIREBASE_SERVICE_ACCOUNT, its token_uri already on this fake. */
    serviceAccountJson: JSON.stringify(serviceAccount),
    publicKey: publicKey as KeyObject,
    assertions,
    sent,
    unregistered,
    state,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

export type FakeFcm = Awaited<ReturnType<typeof startFakeFcm>>;
