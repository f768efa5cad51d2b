import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

// A stand-in for Google's siteverify endpoint on 127.0.0.1, answering what each test sets.

export interface SiteverifyAnswer {
  status?: number;
  /** An object is sent as JSON; a string is sent as is (to test malformed answers). */
  body?: unknown;
  delayMs?: number;
}

export interface SiteverifyMock {
  url: string;
  /** Form fields of every request received. */
  requests: URLSearchParams[];
  answer(next: SiteverifyAnswer): void;
  close(): Promise<void>;
}

async function readForm(request: IncomingMessage): Promise<URLSearchParams> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return new URLSearchParams(Buffer.concat(chunks).toString('utf8'));
}

export async function startSiteverifyMock(): Promise<SiteverifyMock> {
  let current: SiteverifyAnswer = { body: { success: true } };
  const requests: URLSearchParams[] = [];
  const timers = new Set<NodeJS.Timeout>();
  const server: Server = createServer((request, response) => {
    void readForm(request).then((form) => {
      requests.push(form);
      const { status = 200, body = {}, delayMs = 0 } = current;
      const send = () => {
        response.writeHead(status, { 'content-type': 'application/json' });
        response.end(typeof body === 'string' ? body : JSON.stringify(body));
      };
      if (delayMs === 0) return send();
      const timer = setTimeout(send, delayMs);
      timers.add(timer);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/recaptcha/api/siteverify`,
    requests,
    answer(next) {
      current = next;
    },
    async close() {
      for (const timer of timers) clearTimeout(timer);
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

/** A local port with nothing listening: connections are refused at once. */
export async function closedPortUrl(path = '/'): Promise<string> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return `http://127.0.0.1:${port}${path}`;
}
