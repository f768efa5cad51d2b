import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { ChainOptions } from './chain';
import { RpcError } from './errors';
import { startTestChain, type TestChain } from './test-chain';

// The test chain behind an HTTP JSON-RPC server on 127.0.0.1, for a process that cannot hold the
// chain itself: the production server under Playwright (DEX_RPC_URL_ETHEREUM=<url>), a browser
// page, a developer's wallet. Single and batch requests; CORS open to any origin, as a local
// node's is.

export interface Devnet {
  /** http://127.0.0.1:<port> */
  url: string;
  chain: TestChain;
  close(): Promise<void>;
}

export interface DevnetOptions extends ChainOptions {
  /** 0 (default): any free port. */
  port?: number;
  /** An existing chain to serve (default: a new one). */
  chain?: TestChain;
}

interface JsonRpcRequest {
  jsonrpc?: string;
  id?: number | string | null;
  method?: unknown;
  params?: unknown;
}

const CORS = {
  'access-control-allow-origin': '*',
  'access-control-allow-methods': 'POST, GET, OPTIONS',
  'access-control-allow-headers': 'content-type',
  'access-control-max-age': '600',
};

async function answer(chain: TestChain, request: JsonRpcRequest) {
  const id = request.id ?? null;
  if (typeof request.method !== 'string') {
    return { jsonrpc: '2.0', id, error: { code: -32600, message: 'invalid request' } };
  }
  try {
    const params = request.params as unknown[] | undefined;
    const result = await chain.send({ method: request.method, params });
    return { jsonrpc: '2.0', id, result: result ?? null };
  } catch (error) {
    const rpc =
      error instanceof RpcError
        ? error
        : new RpcError(-32603, error instanceof Error ? error.message : String(error));
    return { jsonrpc: '2.0', id, error: rpc.toJSON() };
  }
}

async function readBody(request: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

function reply(response: ServerResponse, status: number, body: unknown) {
  response.writeHead(status, { ...CORS, 'content-type': 'application/json' });
  response.end(JSON.stringify(body));
}

export async function startDevnet(options: DevnetOptions = {}): Promise<Devnet> {
  const { port = 0, chain: given, ...chainOptions } = options;
  const chain = given ?? (await startTestChain(chainOptions));
  const server = createServer((request, response) => {
    if (request.method === 'OPTIONS') {
      response.writeHead(204, CORS);
      response.end();
      return;
    }
    if (request.method === 'GET') {
      reply(response, 200, { ok: true, chainId: 1 });
      return;
    }
    readBody(request)
      .then(async (text) => {
        let body: unknown;
        try {
          body = JSON.parse(text);
        } catch {
          reply(response, 200, {
            jsonrpc: '2.0',
            id: null,
            error: { code: -32700, message: 'parse error' },
          });
          return;
        }
        const result = Array.isArray(body)
          ? await Promise.all(body.map((item) => answer(chain, item as JsonRpcRequest)))
          : await answer(chain, body as JsonRpcRequest);
        reply(response, 200, result);
      })
      .catch((error: unknown) => reply(response, 500, { error: String(error) }));
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => resolve());
  });
  const { port: bound } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${bound}`,
    chain,
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections();
        server.close((error) => (error ? reject(error) : resolve()));
      }),
  };
}
