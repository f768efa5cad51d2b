import { readFileSync } from 'node:fs';
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

// A provider API on 127.0.0.1 that answers recorded responses (JSON files shaped exactly like
// the vendor's documented answers), so adapters are tested over real HTTP: real status codes,
// headers, slow answers and malformed bodies.

export interface RecordedRequest {
  method: string;
  /** Path and query as received, e.g. '/v2/exchange/estimated-amount?fromCurrency=btc'. */
  url: string;
  headers: IncomingMessage['headers'];
  body: string;
}

export interface VendorAnswer {
  status?: number;
  /** An object is sent as JSON; a string is sent as is (for malformed answers). */
  body?: unknown;
  headers?: Record<string, string>;
  /** Wait this long before answering (timeouts). */
  delayMs?: number;
}

export type VendorRoute = (request: RecordedRequest) => VendorAnswer | undefined;

export interface VendorApi {
  /** e.g. http://127.0.0.1:41234 */
  origin: string;
  host: string;
  requests: RecordedRequest[];
  /** Routes are tried newest first; the first that returns an answer wins. */
  on(route: VendorRoute): void;
  /** Shorthand: answer `answer` to requests whose method and path (without query) match. */
  when(method: string, path: string, answer: VendorAnswer): void;
  reset(): void;
  close(): Promise<void>;
}

/** Reads a recorded answer next to the test: fixture(import.meta.url, 'fixtures/quote.json'). */
export function fixture(base: string, relative: string): unknown {
  return JSON.parse(readFileSync(new URL(relative, base), 'utf8')) as unknown;
}

/** A vendor's recorded answers: lib/providers/<kind>/<vendor>/fixtures/<name>.json. */
export function vendorFixtures(vendor: string, kind: 'exchange' | 'onramp' | 'dex' = 'exchange') {
  const load = (name: string) =>
    fixture(import.meta.url, `../../lib/providers/${kind}/${vendor}/fixtures/${name}.json`);
  return {
    load,
    /** The fixture as an answer (200 unless told). */
    answer: (name: string, status = 200, more: Omit<VendorAnswer, 'body'> = {}): VendorAnswer => ({
      ...more,
      status,
      body: load(name),
    }),
  };
}

async function readBody(request: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

export async function startVendorApi(): Promise<VendorApi> {
  let routes: VendorRoute[] = [];
  const requests: RecordedRequest[] = [];
  const timers = new Set<NodeJS.Timeout>();
  const server: Server = createServer((incoming, response) => {
    void readBody(incoming).then((body) => {
      const request: RecordedRequest = {
        method: incoming.method ?? 'GET',
        url: incoming.url ?? '/',
        headers: incoming.headers,
        body,
      };
      requests.push(request);
      let answer: VendorAnswer | undefined;
      for (const route of [...routes].reverse()) {
        answer = route(request);
        if (answer) break;
      }
      const {
        status = 404,
        body: out = { error: 'no route' },
        headers = {},
        delayMs = 0,
      } = answer ?? {};
      const send = () => {
        if (response.destroyed) return;
        response.writeHead(status, { 'content-type': 'application/json', ...headers });
        response.end(typeof out === 'string' ? out : JSON.stringify(out));
      };
      if (delayMs === 0) return send();
      const timer = setTimeout(() => {
        timers.delete(timer);
        send();
      }, delayMs);
      timers.add(timer);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    origin: `http://127.0.0.1:${port}`,
    host: `127.0.0.1:${port}`,
    requests,
    on: (route) => void routes.push(route),
    when: (method, path, answer) =>
      void routes.push((request) =>
        request.method === method && request.url.split('?')[0] === path ? answer : undefined,
      ),
    reset: () => {
      routes = [];
      requests.length = 0;
    },
    close: async () => {
      for (const timer of timers) clearTimeout(timer);
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
