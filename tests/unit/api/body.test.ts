import { describe, expect, it } from 'vitest';
import { readJsonBody } from '@/lib/api/body';
import { ApiError } from '@/lib/api/errors';

function request(body: BodyInit | null, headers: Record<string, string> = {}): Request {
  return new Request('http://localhost:3000/x', {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body,
    // Needed by undici for a stream body.
    ...(body instanceof ReadableStream ? { duplex: 'half' } : {}),
  } as RequestInit);
}

async function failure(promise: Promise<unknown>): Promise<{ status: number; code: string }> {
  const error = await promise.then(
    () => undefined,
    (caught: unknown) => caught,
  );
  if (!(error instanceof ApiError)) throw new Error(`expected an ApiError, got ${String(error)}`);
  return { status: error.status, code: error.code };
}

describe('readJsonBody', () => {
  it('returns the parsed body', async () => {
    const body = await readJsonBody(request('{"email":"ada@example.com"}'), 100);
    expect(body).toEqual({ email: 'ada@example.com' });
  });

  it('accepts parameters and any case in the media type', async () => {
    const body = await readJsonBody(
      request('[1]', { 'content-type': 'Application/JSON; charset=utf-8' }),
      100,
    );
    expect(body).toEqual([1]);
  });

  it.for(['text/plain', 'application/x-www-form-urlencoded', 'application/jsonp', ''])(
    'answers 415 for Content-Type %j',
    async (type) => {
      const req = request('{}', { 'content-type': type });
      if (type === '') req.headers.delete('content-type');
      expect(await failure(readJsonBody(req, 100))).toEqual({
        status: 415,
        code: 'unsupported_media_type',
      });
    },
  );

  it('answers 413 from a declared Content-Length without reading the body', async () => {
    const req = request('{}', { 'content-length': '5000' });
    expect(await failure(readJsonBody(req, 100))).toEqual({
      status: 413,
      code: 'payload_too_large',
    });
    expect(req.bodyUsed).toBe(false);
  });

  it('stops reading a body without Content-Length as soon as it passes the cap', async () => {
    let pulled = 0;
    const chunk = new TextEncoder().encode(' '.repeat(1024));
    const stream = new ReadableStream<Uint8Array>({
      pull(controller) {
        pulled += 1;
        if (pulled > 1000) controller.close();
        else controller.enqueue(chunk);
      },
    });
    expect(await failure(readJsonBody(request(stream), 8 * 1024))).toEqual({
      status: 413,
      code: 'payload_too_large',
    });
    expect(pulled).toBeLessThan(20);
  });

  it('accepts a body of exactly the cap', async () => {
    const text = JSON.stringify({ pad: 'x'.repeat(90) });
    expect(await readJsonBody(request(text), Buffer.byteLength(text))).toEqual({
      pad: 'x'.repeat(90),
    });
  });

  it.for([
    ['empty', ''],
    ['whitespace', '  \n'],
    ['truncated', '{"email":'],
    ['not JSON', "{email: 'x'}"],
  ] as const)('answers 400 invalid_json for a body that is %s', async ([, text]) => {
    expect(await failure(readJsonBody(request(text), 100))).toEqual({
      status: 400,
      code: 'invalid_json',
    });
  });

  it('answers 400 invalid_json for bytes that are not UTF-8', async () => {
    const bytes = new Uint8Array([0x22, 0xff, 0xfe, 0x22]);
    expect(await failure(readJsonBody(request(bytes), 100))).toEqual({
      status: 400,
      code: 'invalid_json',
    });
  });

  it('answers 400 invalid_json when there is no body at all', async () => {
    expect(await failure(readJsonBody(request(null), 100))).toEqual({
      status: 400,
      code: 'invalid_json',
    });
  });
});
