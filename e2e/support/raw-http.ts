import { connect } from 'node:net';

// One HTTP/1.1 request written byte for byte on a fresh socket, so a path reaches the server
// exactly as generated: invalid escapes, raw high bytes and all (fetch and node:http would
// re-encode or refuse them). Only the status code and the Location header are kept.

export interface RawRequest {
  method: 'GET' | 'POST';
  /** The request target as bytes: path and query, nothing re-encoded. */
  target: Buffer;
  headers?: Record<string, string>;
  body?: string;
}

export interface RawAnswer {
  status: number;
  location: string | null;
}

export function rawRequest(port: number, request: RawRequest): Promise<RawAnswer> {
  const body = Buffer.from(request.body ?? '');
  const head = [
    `Host: localhost:${port}`,
    'Connection: close',
    ...Object.entries(request.headers ?? {}).map(([name, value]) => `${name}: ${value}`),
    ...(request.method === 'POST' ? [`Content-Length: ${body.length}`] : []),
  ];
  const bytes = Buffer.concat([
    Buffer.from(`${request.method} `),
    request.target,
    Buffer.from(` HTTP/1.1\r\n${head.join('\r\n')}\r\n\r\n`),
    body,
  ]);
  return new Promise((resolve, reject) => {
    const socket = connect(port, '127.0.0.1');
    let received = '';
    socket.setTimeout(30_000, () => socket.destroy(new Error('no answer in 30 s')));
    socket.on('data', (chunk: Buffer) => {
      received += chunk.toString('latin1');
    });
    socket.on('error', reject);
    // The whole answer is read (Connection: close), so whatever the server logs while it
    // renders has been written by the time this resolves.
    socket.on('close', () => {
      const status = /^HTTP\/1\.[01] (\d{3})/.exec(received);
      const head = received.slice(0, received.indexOf('\r\n\r\n'));
      const location = /^location: *(.*)$/im.exec(head)?.[1]?.trim() ?? null;
      if (status) resolve({ status: Number(status[1]), location });
      else reject(new Error(`no status line in: ${received.slice(0, 200)}`));
    });
    socket.write(bytes);
  });
}
