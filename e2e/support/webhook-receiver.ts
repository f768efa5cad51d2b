import { createHmac, timingSafeEqual } from 'node:crypto';
import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';

// A partner's webhook endpoint for the e2e specs: listens on 127.0.0.1 (an ephemeral port),
// keeps every POST and checks its signature exactly as docs/partners/webhooks.md tells partners
// to. The e2e servers may call it because E2E_SERVER_ENV sets WEBHOOK_INSECURE_LOCAL
// (honoured with SWAPLENS_E2E_FIXTURES=1 only). Save `receiver.url` as the partner's webhook URL
// with the admin command, then `await receiver.next()`.

export interface ReceivedWebhook {
  path: string;
  headers: IncomingHttpHeaders;
  /** The raw body, as signed. */
  body: string;
  /** Unix seconds when the receiver got it: what a partner compares the signed timestamp with. */
  receivedAt: number;
  json: { id: string; event: string; created_at: string; data: Record<string, unknown> };
}

const REPLAY_WINDOW_S = 300;

/** The documented check: v1=<hex HMAC-SHA256 of "<timestamp>.<raw body>">, 5-minute window. */
export function verifyWebhook(secret: string, received: ReceivedWebhook): boolean {
  const timestamp = String(received.headers['x-swaplens-timestamp'] ?? '');
  const signature = String(received.headers['x-swaplens-signature'] ?? '');
  if (!/^\d+$/.test(timestamp)) return false;
  // The replay window: signed at most 5 minutes before (or after) it was received.
  if (Math.abs(received.receivedAt - Number(timestamp)) > REPLAY_WINDOW_S) return false;
  const expected = createHmac('sha256', secret)
    .update(`${timestamp}.${received.body}`)
    .digest('hex');
  const given = signature.startsWith('v1=') ? signature.slice(3) : '';
  return (
    given.length === expected.length &&
    timingSafeEqual(Buffer.from(given, 'hex'), Buffer.from(expected, 'hex'))
  );
}

export interface WebhookReceiver {
  /** http://127.0.0.1:<port>/webhooks */
  url: string;
  received: ReceivedWebhook[];
  /** What to answer (default 200); e.g. () => 500 to see retries. */
  answer: (received: ReceivedWebhook) => number;
  /** The next webhook not taken yet, waiting up to `timeoutMs`. */
  next(timeoutMs?: number): Promise<ReceivedWebhook>;
  close(): Promise<void>;
}

export async function startWebhookReceiver(): Promise<WebhookReceiver> {
  const received: ReceivedWebhook[] = [];
  let taken = 0;
  const waiters: (() => void)[] = [];
  const receiver: WebhookReceiver = {
    url: '',
    received,
    answer: () => 200,
    async next(timeoutMs = 20_000) {
      const deadline = Date.now() + timeoutMs;
      while (received.length <= taken) {
        const left = deadline - Date.now();
        if (left <= 0) throw new Error(`no webhook within ${timeoutMs} ms`);
        await new Promise<void>((resolve) => {
          waiters.push(resolve);
          setTimeout(resolve, Math.min(left, 500));
        });
      }
      return received[taken++]!;
    },
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
  const server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const body = Buffer.concat(chunks).toString('utf8');
      let json: ReceivedWebhook['json'];
      try {
        json = JSON.parse(body) as ReceivedWebhook['json'];
      } catch {
        response.writeHead(400).end();
        return;
      }
      const entry = {
        path: request.url ?? '',
        headers: request.headers,
        body,
        receivedAt: Math.floor(Date.now() / 1000),
        json,
      };
      received.push(entry);
      response.writeHead(receiver.answer(entry)).end();
      for (const wake of waiters.splice(0)) wake();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  receiver.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/webhooks`;
  return receiver;
}
