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
  const stop = async () => {
    if (finished) return;
    finished = true;
    signal?.removeEventListener('abort', onAbort);
    await iterator.return?.();
  };
  let onAbort = () => {};

  const body = new ReadableStream<Uint8Array>({
    start(controller) {
      onAbort = () => {
        try {
          controller.close();
        } catch {
          // Already closed or cancelled: nothing is left to end.
        }
        void stop();
      };
      if (signal?.aborted) onAbort();
      else signal?.addEventListener('abort', onAbort, { once: true });
    },
    async pull(controller) {
      if (finished) return;
      const next = await iterator.next();
      if (finished) return;
      if (next.done) {
        finished = true;
        signal?.removeEventListener('abort', onAbort);
        controller.close();
        return;
      }
      controller.enqueue(encoder.encode(`${JSON.stringify(next.value)}\n`));
    },
    cancel: stop,
  });

  const headers = new Headers(init.headers);
  headers.set('Content-Type', `${NDJSON}; charset=utf-8`);
  // Proxies such as nginx would otherwise hold the lines back until the answer is complete.
  headers.set('X-Accel-Buffering', 'no');
  return new Response(body, { ...init, headers });
}
