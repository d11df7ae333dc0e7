import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createPublicKey, verify } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { WebSocket } from 'ws';
import { createHarness, type Harness } from '../test/harness.ts';
import {
  SIGNER_VERSION,
  startSignerSim,
  type CertInfo,
  type SignerSim,
  type Signature,
} from './signer-sim.ts';

const APP_ORIGIN = 'http://localhost:8080';

let h: Harness;
let sim: SignerSim;
beforeAll(async () => {
  h = await createHarness();
  sim = await startSignerSim({ db: h.db, wsPort: 0, httpPort: 0, allowedOrigins: [APP_ORIGIN] });
});
afterAll(async () => {
  await sim.stop();
  await h.close();
});

interface WsAnswer<T> {
  readonly id: unknown;
  readonly function: string;
  readonly success: boolean;
  readonly result?: T;
  readonly comment?: string;
}

function wsCall<T>(message: Record<string, unknown>): Promise<WsAnswer<T>> {
  return new Promise((resolve, reject) => {
    const socket = new WebSocket(`ws://127.0.0.1:${sim.wsPort}`, { origin: APP_ORIGIN });
    socket.on('open', () => socket.send(JSON.stringify(message)));
    socket.on('message', (data) => {
      resolve(JSON.parse(data.toString()) as WsAnswer<T>);
      socket.close();
    });
    socket.on('error', reject);
  });
}

function verifies(info: CertInfo, message: string, signature: Signature): boolean {
  return verify(
    'sha256',
    Buffer.from(message),
    createPublicKey(info.publicKey),
    Buffer.from(signature.signature, 'base64'),
  );
}

describe('signing-client simulator', () => {
  it('answers getVersion over WebSocket with the request id', async () => {
    expect(await wsCall({ id: 7, function: 'getVersion' })).toEqual({
      id: 7,
      function: 'getVersion',
      success: true,
      result: SIGNER_VERSION,
    });
  });

  it('signs over WebSocket with the chosen user’s key, verifiable with its certificate', async () => {
    const info = (await wsCall<CertInfo>({ function: 'getCertInfo', username: 'accountant' }))
      .result as CertInfo;
    expect(info).toMatchObject({
      owner: 'Tursunova Malika Akbarovna',
      inn: '301245678',
      algorithm: 'ECDSA-P256-SHA256',
    });
    for (const fn of ['signMSG', 'signMsg']) {
      const answer = await wsCall<Signature>({
        function: fn,
        username: 'accountant',
        message: 'payment 214 digest',
      });
      expect(answer.success).toBe(true);
      expect(verifies(info, 'payment 214 digest', answer.result as Signature)).toBe(true);
    }
  });

  it('explains what it cannot do in `comment`', async () => {
    expect(await wsCall({ id: 1, function: 'format' })).toMatchObject({
      success: false,
      comment: 'unknown function "format"',
    });
    expect(await wsCall({ function: 'getCertInfo', username: 'nobody' })).toMatchObject({ success: false });
    expect(await wsCall({ function: 'signMSG' })).toMatchObject({ success: false });
  });

  it('answers over HTTP: certificate, certificate info (default user) and signatures', async () => {
    const base = `http://127.0.0.1:${sim.httpPort}`;
    const certificate = (await (await fetch(`${base}/getCertificate`)).json()) as WsAnswer<{
      certificate: string;
    }>;
    expect(certificate.result?.certificate).toContain('BEGIN PUBLIC KEY');
    const info = ((await (await fetch(`${base}/getCertInfo`)).json()) as WsAnswer<CertInfo>)
      .result as CertInfo;
    expect(info.username).toBe('head');
    const response = await fetch(`${base}/signMSG`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: APP_ORIGIN },
      body: JSON.stringify({ message: 'hello' }),
    });
    expect(response.headers.get('access-control-allow-origin')).toBe(APP_ORIGIN);
    const signed = (await response.json()) as WsAnswer<Signature>;
    expect(verifies(info, 'hello', signed.result as Signature)).toBe(true);
    expect((await fetch(`${base}/format`)).status).toBe(404);
  });

  it('refuses browser pages from other origins', async () => {
    const response = await fetch(`http://127.0.0.1:${sim.httpPort}/getCertInfo`, {
      headers: { origin: 'https://evil.example' },
    });
    expect(response.status).toBe(403);
    const refused = await new Promise<boolean>((resolve) => {
      const socket = new WebSocket(`ws://127.0.0.1:${sim.wsPort}`, { origin: 'https://evil.example' });
      socket.on('open', () => resolve(false));
      socket.on('error', () => resolve(true));
    });
    expect(refused).toBe(true);
  });

  it.each(['wsPort', 'httpPort'] as const)(
    'fails to start, leaving nothing open, when %s is taken',
    async (which) => {
      const blocker = createServer();
      await new Promise<void>((resolve) => blocker.listen(0, '127.0.0.1', resolve));
      const taken = (blocker.address() as AddressInfo).port;
      const ports = { wsPort: 0, httpPort: 0, [which]: taken };
      await expect(startSignerSim({ db: h.db, ...ports, allowedOrigins: [] })).rejects.toThrow(/EADDRINUSE/);
      await new Promise((resolve) => blocker.close(resolve));
    },
  );
});
