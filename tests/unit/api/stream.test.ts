import { describe, expect, it } from 'vitest';
import { acceptsNdjson, ndjsonResponse } from '@/lib/api/stream';

// NDJSON answers: one JSON object per line as events are produced; when the client goes away the
// producer is stopped (its iterator returned), so no provider is asked on behalf of nobody.

interface Probe {
  events: AsyncGenerator<{ n: number }>;
  produced: number[];
  finished: () => boolean;
  release: () => void;
}

/** Yields `ready` events at once, then waits for release() before each further one. */
function producer(ready: number, total = Infinity): Probe {
  const produced: number[] = [];
  let finished = false;
  let release: () => void = () => {};
  async function* events() {
    try {
      for (let n = 1; n <= total; n += 1) {
        if (n > ready) await new Promise<void>((resolve) => (release = resolve));
        produced.push(n);
        yield { n };
      }
    } finally {
      finished = true;
    }
  }
  return { events: events(), produced, finished: () => finished, release: () => release() };
}

async function readLine(reader: ReadableStreamDefaultReader<Uint8Array>): Promise<string> {
  const { value } = await reader.read();
  return new TextDecoder().decode(value);
}

describe('ndjsonResponse', () => {
  it('sends each event as one line, with the stream headers, and closes at the end', async () => {
    const probe = producer(3, 3);
    const response = ndjsonResponse(probe.events, undefined, { headers: { Vary: 'Accept' } });
    expect(response.headers.get('content-type')).toBe('application/x-ndjson; charset=utf-8');
    expect(response.headers.get('x-accel-buffering')).toBe('no');
    expect(response.headers.get('vary')).toBe('Accept');
    expect(await response.text()).toBe('{"n":1}\n{"n":2}\n{"n":3}\n');
    expect(probe.finished()).toBe(true);
  });

  it('stops the producer when the client cancels the body', async () => {
    const probe = producer(1);
    const reader = ndjsonResponse(probe.events).body!.getReader();
    expect(await readLine(reader)).toBe('{"n":1}\n');
    const cancelled = reader.cancel();
    probe.release();
    await cancelled;
    expect(probe.finished()).toBe(true);
    expect(probe.produced.length).toBeLessThanOrEqual(2);
  });

  it('closes the stream and stops the producer when the request is aborted', async () => {
    const probe = producer(1);
    const abort = new AbortController();
    const reader = ndjsonResponse(probe.events, abort.signal).body!.getReader();
    expect(await readLine(reader)).toBe('{"n":1}\n');
    const pending = reader.read();
    abort.abort();
    probe.release();
    expect(await pending).toEqual({ done: true, value: undefined });
    await expect.poll(() => probe.finished()).toBe(true);
    expect(probe.produced.length).toBeLessThanOrEqual(2);
  });

  it('does not start a producer for a request aborted already', async () => {
    const probe = producer(5);
    const response = ndjsonResponse(probe.events, AbortSignal.abort());
    expect(await response.text()).toBe('');
    expect(probe.produced).toEqual([]);
  });
});

describe('acceptsNdjson', () => {
  it.for([
    ['application/x-ndjson', true],
    ['application/json, application/x-ndjson;q=0.9', true],
    ['application/json', false],
    [null, false],
  ] as const)('Accept %j: %s', ([accept, expected]) => {
    const headers: Record<string, string> = accept === null ? {} : { accept };
    expect(acceptsNdjson(new Request('http://localhost:3000/', { headers }))).toBe(expected);
  });
});
