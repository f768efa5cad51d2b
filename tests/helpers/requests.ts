import { CLIENT_IP_HEADER } from '@/lib/api/client-ip';
import { apiErrorBodySchema, type ApiErrorAnswer } from '@/lib/api/contract';

export const SITE = 'http://localhost:3000';

let counter = 0;

/**
 * A fresh client IP, so rate limits of one test do not leak into another: each in its own IPv6
 * /48, because rate limits count a whole /64 as one client and its /56 and /48 as a few
 * (3fff::/20 is the documentation prefix with room for that).
 */
export function uniqueIp(): string {
  counter += 1;
  return `3fff:${(process.pid & 0xfff).toString(16)}:${counter.toString(16)}::1`;
}

export interface PostOptions {
  ip?: string;
  headers?: Record<string, string>;
}

/** A JSON POST as the browser form sends it, from our own origin. */
export function jsonPost(path: string, body: unknown, options: PostOptions = {}): Request {
  return new Request(`${SITE}${path}`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      origin: SITE,
      [CLIENT_IP_HEADER]: options.ip ?? uniqueIp(),
      ...options.headers,
    },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });
}

export function get(path: string, headers: Record<string, string> = {}): Request {
  return new Request(`${SITE}${path}`, { headers });
}

/** The error of an answer, which must have the one error shape. */
export async function errorOf(response: Response): Promise<ApiErrorAnswer> {
  return apiErrorBodySchema.parse(await response.json()).error;
}
