/**
 * The import line of `npm run bench` (issue 21): a CSV of 10 000 soum payments, 2% of them with a
 * wrong recipient INN, uploaded through the API as a browser would; the time until the file is
 * "processed" (the queue judges the rows in batches and inserts the payments in one statement per
 * batch) and rows per second. The reference, measured in the same run on the same server: soum
 * payments saved one by one through uzs-payment/save (50 of them, scaled to 10 000).
 */
import { randomUUID } from 'node:crypto';

const ROWS = 10_000;
const ERROR_SHARE = 0.02;
const COLUMNS = [
  'number',
  'date',
  'type',
  'account',
  'mfo',
  'r_account',
  'r_mfo',
  'r_name',
  'r_inn',
  'r_account_25',
  'r_account_27',
  'r_inn_27',
  'corp_card',
  'r_pinfl',
  'sum',
  'code',
  'description',
];
const RECIPIENT = { account: '2020800030567123400100450', mfo: '00450', inn: '305671234', code: '00106' };

async function call<T>(url: string, token: string, path: string, body?: unknown): Promise<T> {
  const response = await fetch(`${url}/api/v2/${path}`, {
    method: body === undefined ? 'GET' : 'POST',
    headers: {
      authorization: `Bearer ${token}`,
      'content-type': 'application/json',
      'idempotency-key': randomUUID(),
      language: 'en-US',
    },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  const envelope = (await response.json()) as { data: T; message?: string };
  if (!response.ok) throw new Error(`${path}: ${response.status} ${envelope.message ?? ''}`);
  return envelope.data;
}

export async function importLine(url: string, token: string): Promise<string> {
  const [account] = await call<{ number: string; mfo: string }[]>(url, token, 'uzs-payment/accounts');
  if (account === undefined) throw new Error('no account');
  const today = new Date().toISOString().slice(0, 10);
  const every = Math.round(1 / ERROR_SHARE);
  const lines = [COLUMNS.join(';')];
  for (let i = 0; i < ROWS; i += 1) {
    const inn = i % every === every - 1 ? '12' : RECIPIENT.inn;
    lines.push(
      [
        String(i + 1),
        today,
        '1',
        account.number,
        account.mfo,
        RECIPIENT.account,
        RECIPIENT.mfo,
        `MChJ Bench ${i}`,
        inn,
        '',
        '',
        '',
        '',
        '',
        `${1000 + (i % 500)}.00`,
        RECIPIENT.code,
        `Bench import row ${i}`,
      ].join(';'),
    );
  }
  const content = Buffer.from(`${lines.join('\r\n')}\r\n`).toString('base64');

  const started = performance.now();
  const answer = await call<{ file: { upid_file: string } | null }>(url, token, 'export/import-payment', {
    file_name: `bench-${randomUUID()}.csv`,
    content,
  });
  const uploadMs = performance.now() - started;
  const upid = answer.file?.upid_file;
  if (upid === undefined) throw new Error('the upload stored no file');
  let file: { status: number; payments: number; error_info: { error: number } };
  for (;;) {
    file = await call(url, token, 'export/import-payment-file-error-info', { upid_file: upid });
    if (file.status >= 3) break;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  const processedMs = performance.now() - started;

  // Reference: the same kind of payment saved one at a time through the form's call.
  const SAMPLE = 50;
  const refStarted = performance.now();
  for (let i = 0; i < SAMPLE; i += 1) {
    await call(url, token, 'uzs-payment/save', {
      client_reference: randomUUID(),
      number: String(i + 1),
      date: today,
      type: 1,
      account: account.number,
      mfo: account.mfo,
      r_account: RECIPIENT.account,
      r_mfo: RECIPIENT.mfo,
      r_inn: RECIPIENT.inn,
      r_name: `MChJ Bench ref ${i}`,
      sum: '1000.00',
      code: RECIPIENT.code,
      description: 'Bench reference',
    });
  }
  const oneByOneMs = ((performance.now() - refStarted) / SAMPLE) * ROWS;
  const rowsPerSecond = ROWS / (processedMs / 1000);
  return (
    `${rowsPerSecond.toFixed(0).padStart(6)} rows/s   processed in ${(processedMs / 1000).toFixed(1)} s ` +
    `(target ≤ 10 s; upload ${(uploadMs / 1000).toFixed(1)} s; ${file.payments} payments, ` +
    `${file.error_info.error} errors)   vs one-by-one save ${(oneByOneMs / 1000).toFixed(1)} s ` +
    `(×${(oneByOneMs / processedMs).toFixed(1)})`
  );
}
