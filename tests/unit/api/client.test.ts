import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { API_TIMEOUT_MS, ApiClientError, apiFetch, apiStream } from '@/lib/api/client';
import { defineOperation } from '@/lib/api/contract';

const thing = z.object({ id: z.string(), size: z.number() });
const getThing = defineOperation({
  operationId: 'getThing',
  auth: ['public'],
  method: 'GET',
  path: '/api/v1/things/{id}',
  response: thing,
  errors: ['not_found'],
});
const createThing = defineOperation({
  operationId: 'createThing',
  auth: ['public'],
  method: 'POST',
  path: '/api/v1/things',
  body: z.object({ size: z.number() }),
  response: thing,
  errors: [],
});
const streamThings = defineOperation({
  operationId: 'listThings',
  auth: ['public'],
  method: 'GET',
  path: '/api/v1/things',
  query: z.object({ size: z.string(), kind: z.string().optional() }),
  response: z.array(thing),
  event: thing,
  errors: [],
});

const fetchMock = vi.fn<typeof fetch>();
beforeEach(() => {
  fetchMock.mockReset();
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  vi.useRealTimers();
});

const call = (index = 0) => {
  const [url, init] = fetchMock.mock.calls[index]!;
  return { url: String(url), init: init!, headers: new Headers(init?.headers) };
};
const failureOf = (promise: Promise<unknown>) =>
  promise.then(
    () => expect.fail('should have failed'),
    (error: unknown) => error,
  );
/** A fetch that answers only by failing once its signal aborts, as the browser's does. */
const hangingFetch: typeof fetch = (_url, init) =>
  new Promise((_, reject) => {
    const signal = init!.signal!;
    signal.addEventListener('abort', () => reject(signal.reason as Error));
  });

describe('apiFetch', () => {
  it('sends the locale, fills path parameters and answers the body its contract allows', async () => {
    fetchMock.mockResolvedValue(Response.json({ id: 'a b', size: 2, extra: true }));
    await expect(apiFetch(getThing, { locale: 'fr', params: { id: 'a b' } })).resolves.toEqual({
      id: 'a b',
      size: 2,
    });
    const { url, init, headers } = call();
    expect(url).toBe('/api/v1/things/a%20b');
    expect(init.method).toBe('GET');
    expect(headers.get('Accept-Language')).toBe('fr');
    expect(headers.get('Accept')).toBe('application/json');
    expect(init.signal).toBeInstanceOf(AbortSignal);
  });

  it('posts the body as JSON with extra headers', async () => {
    fetchMock.mockResolvedValue(Response.json({ id: 'x', size: 3 }, { status: 201 }));
    await apiFetch(createThing, {
      locale: 'de',
      body: { size: 3 },
      headers: { 'Idempotency-Key': 'k-1' },
    });
    const { init, headers } = call();
    expect(init.method).toBe('POST');
    expect(init.body).toBe('{"size":3}');
    expect(headers.get('Content-Type')).toBe('application/json');
    expect(headers.get('Idempotency-Key')).toBe('k-1');
  });

  it('turns the one error shape into an ApiClientError with code, message and fields', async () => {
    fetchMock.mockResolvedValue(
      Response.json(
        { error: { code: 'not_found', message: 'Introuvable.', fields: { id: 'not_found' } } },
        { status: 404 },
      ),
    );
    const error = await failureOf(apiFetch(getThing, { locale: 'fr', params: { id: 'x' } }));
    expect(error).toBeInstanceOf(ApiClientError);
    expect(error).toMatchObject({
      kind: 'api',
      status: 404,
      code: 'not_found',
      message: 'Introuvable.',
      fields: { id: 'not_found' },
    });
  });

  it.each([
    ['an error page that is not JSON', new Response('<h1>Bad gateway</h1>', { status: 502 })],
    ['a success of another shape', Response.json({ id: 7 })],
    ['a success that is not JSON', new Response('ok', { status: 200 })],
  ])('calls %s a bad response', async (_, response) => {
    fetchMock.mockResolvedValue(response);
    const error = await failureOf(apiFetch(getThing, { locale: 'en', params: { id: 'x' } }));
    expect(error).toMatchObject({ kind: 'bad_response', code: 'bad_response' });
  });

  it('reports a network failure once, without retrying', async () => {
    fetchMock.mockRejectedValue(new TypeError('Failed to fetch'));
    const error = await failureOf(apiFetch(getThing, { locale: 'en', params: { id: 'x' } }));
    expect(error).toMatchObject({ kind: 'network', status: null, message: '' });
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('gives up after 15 s with a timeout error', async () => {
    vi.useFakeTimers();
    // AbortSignal.timeout runs on a timer fake timers do not reach: drive it with one that they do.
    const timeout = vi.spyOn(AbortSignal, 'timeout').mockImplementation((ms) => {
      const controller = new AbortController();
      setTimeout(() => controller.abort(new DOMException('timed out', 'TimeoutError')), ms);
      return controller.signal;
    });
    fetchMock.mockImplementation(hangingFetch);
    const pending = failureOf(apiFetch(getThing, { locale: 'en', params: { id: 'x' } }));
    await vi.advanceTimersByTimeAsync(API_TIMEOUT_MS - 1);
    expect(vi.getTimerCount()).toBe(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(await pending).toMatchObject({ kind: 'timeout', code: 'timeout', status: null });
    expect(timeout).toHaveBeenCalledWith(15_000);
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it("lets the caller's own abort through as it is", async () => {
    fetchMock.mockImplementation(hangingFetch);
    const controller = new AbortController();
    const pending = failureOf(
      apiFetch(getThing, { locale: 'en', params: { id: 'x' }, signal: controller.signal }),
    );
    controller.abort();
    const error = await pending;
    expect(error).not.toBeInstanceOf(ApiClientError);
    expect(error).toMatchObject({ name: 'AbortError' });
  });

  it("tells a timeout from the caller's abort in browsers without AbortSignal.any", async () => {
    vi.stubGlobal('AbortSignal', Object.assign(Object.create(AbortSignal), { any: undefined }));
    vi.spyOn(AbortSignal, 'timeout').mockImplementation(() => {
      const controller = new AbortController();
      queueMicrotask(() => controller.abort(new DOMException('timed out', 'TimeoutError')));
      return controller.signal;
    });
    fetchMock.mockImplementation(hangingFetch);
    const caller = new AbortController();
    const timedOut = failureOf(
      apiFetch(getThing, { locale: 'en', params: { id: 'x' }, signal: caller.signal }),
    );
    expect(await timedOut).toMatchObject({ kind: 'timeout' });

    vi.spyOn(AbortSignal, 'timeout').mockImplementation(() => new AbortController().signal);
    const aborted = failureOf(
      apiFetch(getThing, { locale: 'en', params: { id: 'x' }, signal: caller.signal }),
    );
    caller.abort();
    expect(await aborted).toMatchObject({ name: 'AbortError' });
  });

  it('calls a path outside the contracts and checks its answer when told how', async () => {
    fetchMock.mockResolvedValue(Response.json({ buildId: 'b1' }));
    const response = z.object({ buildId: z.string() });
    await expect(
      apiFetch('/api/build', { locale: 'en', query: { t: '5' }, cache: 'no-store', response }),
    ).resolves.toEqual({ buildId: 'b1' });
    expect(call().url).toBe('/api/build?t=5');
    expect(call().init.cache).toBe('no-store');
  });
});

describe('apiStream', () => {
  const lines = (...chunks: string[]) =>
    new Response(
      new ReadableStream<Uint8Array>({
        start(controller) {
          for (const chunk of chunks) controller.enqueue(new TextEncoder().encode(chunk));
          controller.close();
        },
      }),
      { headers: { 'Content-Type': 'application/x-ndjson' } },
    );

  it('hands over each checked event as its line arrives, lines split across chunks', async () => {
    fetchMock.mockResolvedValue(
      lines('{"id":"a","size":1}\n{"id":"b",', '"size":2}\n{"id":"c","size":3}'),
    );
    const events: unknown[] = [];
    await apiStream(
      streamThings,
      { locale: 'es', query: { size: '2', kind: undefined } },
      (event) => events.push(event),
    );
    expect(events).toEqual([
      { id: 'a', size: 1 },
      { id: 'b', size: 2 },
      { id: 'c', size: 3 },
    ]);
    expect(call().url).toBe('/api/v1/things?size=2');
    expect(call().headers.get('Accept')).toBe('application/x-ndjson');
    expect(call().headers.get('Accept-Language')).toBe('es');
  });

  it('stops at a line its contract does not allow, or that is not JSON', async () => {
    for (const bad of ['{"id":"b"}\n', 'not json\n']) {
      fetchMock.mockResolvedValue(lines('{"id":"a","size":1}\n', bad, '{"id":"c","size":3}\n'));
      const events: unknown[] = [];
      const error = await failureOf(
        apiStream(streamThings, { locale: 'en', query: { size: '1' } }, (event) =>
          events.push(event),
        ),
      );
      expect(error).toMatchObject({ kind: 'bad_response' });
      expect(events).toHaveLength(1);
    }
  });

  it('answers an error answer before the stream as an ApiClientError', async () => {
    fetchMock.mockResolvedValue(
      Response.json({ error: { code: 'same_currency', message: 'Two.' } }, { status: 400 }),
    );
    const error = await failureOf(
      apiStream(streamThings, { locale: 'en', query: { size: '1' } }, () => {}),
    );
    expect(error).toMatchObject({ kind: 'api', status: 400, code: 'same_currency' });
  });
});
