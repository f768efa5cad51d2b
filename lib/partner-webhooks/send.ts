import 'server-only';
import http from 'node:http';
import https from 'node:https';
import { isIP, type LookupFunction } from 'node:net';
import { resolveWebhookTarget, type ResolvedAddress } from './url-guard';

// One webhook POST: to the checked addresses only (the DNS answers the guard judged, handed to
// the socket as its lookup, so no second resolution can lead elsewhere), with the host name as
// Host and TLS server name, no redirect followed, cut off after WEBHOOK_TIMEOUT_MS.

export const WEBHOOK_TIMEOUT_MS = 10_000;
const USER_AGENT = 'Swaplens-Webhooks/1';

export interface WebhookPost {
  url: string;
  body: string;
  headers: Record<string, string>;
  /** Aborts the request (the outbox's send deadline); WEBHOOK_TIMEOUT_MS applies anyway. */
  signal?: AbortSignal;
}

/** Answers the socket's lookup with the checked addresses, never asking DNS again. */
export function pinnedLookup(addresses: readonly ResolvedAddress[]): LookupFunction {
  return (_host, options, callback) => {
    const family = options.family === 4 || options.family === 6 ? options.family : undefined;
    const usable = addresses.filter((entry) => !family || entry.family === family);
    const first = usable[0];
    if (!first) {
      const error = Object.assign(new Error('no checked address of that family'), {
        code: 'ENOTFOUND',
      });
      callback(error, '', 4);
      return;
    }
    if (options.all) {
      (callback as unknown as (e: null, a: ResolvedAddress[]) => void)(null, usable);
    } else {
      callback(null, first.address, first.family);
    }
  };
}

/**
 * POSTs the body and resolves the partner's HTTP status (a 3xx is answered as it is, not
 * followed). Throws WebhookUrlError when the URL is no longer safe (nothing is sent), or an
 * Error for a network failure or the timeout.
 */
export async function postWebhook(post: WebhookPost): Promise<number> {
  const target = await resolveWebhookTarget(post.url);
  const signal = AbortSignal.any([
    AbortSignal.timeout(WEBHOOK_TIMEOUT_MS),
    ...(post.signal ? [post.signal] : []),
  ]);
  const secure = target.url.protocol === 'https:';
  const body = Buffer.from(post.body, 'utf8');
  return new Promise<number>((resolve, reject) => {
    const request = (secure ? https : http).request(
      {
        method: 'POST',
        host: target.host,
        port: target.port,
        path: `${target.url.pathname}${target.url.search}`,
        headers: {
          ...post.headers,
          'Content-Length': String(body.byteLength),
          'User-Agent': USER_AGENT,
        },
        lookup: pinnedLookup(target.addresses),
        // One connection per attempt: no pooled socket from an earlier resolution is reused.
        agent: false,
        signal,
        // SNI names the host; an address literal is sent without one, as TLS requires.
        ...(secure && !isIP(target.host) ? { servername: target.host } : {}),
      },
      (response) => {
        // The status is all we need: the rest of the answer is read and thrown away.
        response.on('error', () => undefined);
        response.resume();
        resolve(response.statusCode ?? 0);
      },
    );
    request.on('error', (error) => {
      const timedOut = signal.aborted && signal.reason instanceof DOMException;
      reject(
        timedOut && signal.reason.name === 'TimeoutError'
          ? new Error(`no answer within ${WEBHOOK_TIMEOUT_MS / 1000} s`)
          : error,
      );
    });
    request.end(body);
  });
}
