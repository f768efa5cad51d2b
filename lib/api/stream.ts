import 'server-only';
export const NDJSON = 'application/x-ndjson';

/** Whether the client asked for a stream of JSON lines rather than one JSON answer. */
export function acceptsNdjson(request: Request): boolean {
  return (request.headers.get('accept') ?? '').includes(NDJSON);
}

/**
 * Streams `events` as NDJSON, one JSON object per line, each sent as soon as it is produced.
 * Pulling is on demand, so a slow client slows the producer instead of filling memory. When the
 * client goes away (the body is cancelled or `signal` aborts) the stream ends and the iterator
 * is returned, so the producer stops its work and runs its clean-up.
 */
export function ndjsonResponse(
  events: AsyncIterable<unknown>,
  signal?: AbortSignal,
  init: ResponseInit = {},
): Response {
  const encoder = new TextEncoder();
  const iterator = events[Symbol.asyncIterator]();
  let finished = false;
  let onAbort = () => {};
  /** True the first time only: the stream ends once, whoever ends it. */
  const finish = () => {
    if (finished) return false;
    finished = true;
    signal?.removeEventListener('abort', onAbort);
    return true;
  };

  const body = new ReadableStream<Uint8Array>({
    start(controller) {
      onAbort = () => {
        if (!finish()) return;
        try {
          controller.close();
        } catch {
          // The stream failed already: there is nothing left to close.
        }
        void iterator.return?.().catch(() => undefined);
      };
      if (signal?.aborted) onAbort();
      else signal?.addEventListener('abort', onAbort, { once: true });
    },
    async pull(controller) {
      const next = await iterator.next();
      if (finished) return;
      if (next.done) {
        finish();
        controller.close();
      } else {
        controller.enqueue(encoder.encode(`${JSON.stringify(next.value)}\n`));
      }
    },
    async cancel() {
      if (finish()) await iterator.return?.();
    },
  });

  const headers = new Headers(init.headers);
  headers.set('Content-Type', `${NDJSON}; charset=utf-8`);
  // Proxies such as nginx would otherwise hold the lines back until the answer is complete.
  headers.set('X-Accel-Buffering', 'no');
  return new Response(body, { ...init, headers });
}
