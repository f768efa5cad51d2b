import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

// A local stand-in for Telegram's Bot API (https://core.telegram.org/bots/api): it records every
// method called with its JSON parameters and answers as Telegram does ({ ok, result } or
// { ok: false, error_code, description, parameters }), for the one token it knows. Point the
// bot at it with TELEGRAM_API_ROOT.

export interface BotApiCall {
  method: string;
  params: Record<string, unknown>;
}

type Failure = { error_code: number; description: string; parameters?: Record<string, unknown> };

export const FAKE_BOT = {
  id: 7714425619,
  is_bot: true,
  first_name: 'SwapLens',
  username: 'SwapLensBot',
  can_join_groups: true,
  can_read_all_group_messages: false,
  supports_inline_queries: false,
};

export interface FakeTelegram {
  /** The API root, e.g. http://127.0.0.1:41234. */
  root: string;
  calls: BotApiCall[];
  /** The calls of one method, in order. */
  sent(method: string): Record<string, unknown>[];
  /** Makes the next calls of `method` fail as Telegram would (until cleared with null). */
  failWith(method: string, failure: Failure | null): void;
  reset(): void;
  close(): Promise<void>;
}

function result(method: string, params: Record<string, unknown>, counter: number): unknown {
  switch (method) {
    case 'getMe':
      return FAKE_BOT;
    case 'sendMessage':
      return {
        message_id: counter,
        from: FAKE_BOT,
        chat: { id: params.chat_id, type: 'private' },
        date: 1796400000 + counter,
        text: params.text,
      };
    case 'getWebhookInfo':
      return { url: '', has_custom_certificate: false, pending_update_count: 0 };
    default:
      // answerCallbackQuery, setWebhook, deleteWebhook, setMyCommands: True.
      return true;
  }
}

export async function startFakeTelegram(token: string): Promise<FakeTelegram> {
  const calls: BotApiCall[] = [];
  const failures = new Map<string, Failure>();
  let counter = 0;
  const server: Server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const match = /^\/bot([^/]+)\/([A-Za-z]+)$/.exec(request.url ?? '');
      const answer = (status: number, body: unknown) =>
        response
          .writeHead(status, { 'content-type': 'application/json' })
          .end(JSON.stringify(body));
      if (!match || match[1] !== token) {
        return answer(401, { ok: false, error_code: 401, description: 'Unauthorized' });
      }
      const method = match[2]!;
      const text = Buffer.concat(chunks).toString();
      const params = text ? (JSON.parse(text) as Record<string, unknown>) : {};
      calls.push({ method, params });
      counter += 1;
      const failure = failures.get(method);
      if (failure) return answer(failure.error_code, { ok: false, ...failure });
      answer(200, { ok: true, result: result(method, params, counter) });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const root = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    root,
    calls,
    sent: (method) => calls.filter((call) => call.method === method).map((call) => call.params),
    failWith: (method, failure) => {
      if (failure) failures.set(method, failure);
      else failures.delete(method);
    },
    reset: () => {
      calls.length = 0;
      failures.clear();
    },
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
