/**
 * A fake Telegram Bot API on loopback for tests (server and e2e): records sendMessage and
 * sendDocument calls (and whatever else is posted to it, under its path) and serves getFile / file
 * downloads from files registered by the test.
 * Nothing reaches the internet.
 */
import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface BotCall {
  readonly method: string;
  /** JSON body (UTF-8) for sendMessage/getFile; for sendDocument the raw multipart bytes as latin1. */
  readonly body: string;
}

function readAll(request: IncomingMessage): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    request.on('data', (c: Buffer) => chunks.push(c));
    request.on('end', () => resolve(Buffer.concat(chunks)));
    request.on('error', reject);
  });
}

export async function startFakeBotApi(token: string, port = 0) {
  const calls: BotCall[] = [];
  const files = new Map<string, Buffer>();
  const server = createServer((request, response) => {
    void (async () => {
      const body = await readAll(request);
      const url = request.url ?? '';
      const send = (status: number, value: unknown) => {
        response.writeHead(status, { 'content-type': 'application/json' });
        response.end(JSON.stringify(value));
      };
      const filePrefix = `/file/bot${token}/`;
      if (url.startsWith(filePrefix)) {
        const bytes = files.get(url.slice(filePrefix.length));
        if (bytes === undefined) return send(404, { ok: false });
        response.writeHead(200, { 'content-type': 'application/octet-stream' });
        return response.end(bytes);
      }
      const prefix = `/bot${token}/`;
      if (!url.startsWith(prefix)) {
        // Anything else is recorded under its path and accepted.
        calls.push({ method: url, body: body.toString('utf8') });
        return send(200, { success: 1 });
      }
      const method = url.slice(prefix.length);
      calls.push({ method, body: body.toString(method === 'sendDocument' ? 'latin1' : 'utf8') });
      if (method === 'getFile') {
        const { file_id } = JSON.parse(body.toString('utf8')) as { file_id: string };
        const bytes = files.get(file_id);
        if (bytes === undefined) return send(400, { ok: false, description: 'file not found' });
        return send(200, { ok: true, result: { file_id, file_path: file_id, file_size: bytes.length } });
      }
      return send(200, { ok: true, result: { message_id: calls.length } });
    })();
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  const address = server.address() as AddressInfo;
  return {
    base: `http://127.0.0.1:${address.port}`,
    calls,
    /** Makes a file downloadable under this file_id. */
    addFile(fileId: string, bytes: Buffer) {
      files.set(fileId, bytes);
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

export type FakeBotApi = Awaited<ReturnType<typeof startFakeBotApi>>;
