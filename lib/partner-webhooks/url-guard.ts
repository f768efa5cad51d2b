import 'server-only';
import { lookup } from 'node:dns/promises';
import { isIP } from 'node:net';
import { env } from '@/lib/env';
import { processSingleton } from '@/lib/process-singleton.mjs';
import { isLoopbackAddress, isPublicAddress } from './ip-ranges';

// The SSRF guard of partner webhooks (docs/partners/webhooks.md, "SSRF rules"): a webhook URL is
// https, carries no credentials, and every address its host resolves to is public unicast. It is
// checked when the URL is saved (assertSafeWebhookUrl) and again at every send
// (resolveWebhookTarget), whose addresses are the only ones the request may connect to: a name
// that resolves elsewhere between the check and the connection (DNS rebinding) reaches nothing.

export const WEBHOOK_URL_MAX_LENGTH = 2048;
/** A resolver that does not answer in this time leaves the URL refused (for this attempt). */
const DNS_TIMEOUT_MS = 5_000;

export type WebhookUrlProblem =
  'invalid_url' | 'not_https' | 'credentials' | 'unresolvable' | 'private_address';

/** Why a webhook URL is refused; `problem` is stable, the message is for people. */
export class WebhookUrlError extends Error {
  constructor(
    readonly problem: WebhookUrlProblem,
    message: string,
  ) {
    super(message);
    this.name = 'WebhookUrlError';
  }
}

export interface ResolvedAddress {
  address: string;
  family: 4 | 6;
}

/** Where a webhook may go: the parsed URL and the checked addresses of its host. */
export interface WebhookTarget {
  url: URL;
  /** The host as DNS and TLS (SNI) know it: without the brackets of an IPv6 literal. */
  host: string;
  port: number;
  addresses: ResolvedAddress[];
}

export type Lookup = (host: string) => Promise<ResolvedAddress[]>;

async function systemLookup(host: string): Promise<ResolvedAddress[]> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error('DNS lookup timed out')), DNS_TIMEOUT_MS);
  });
  try {
    const answers = await Promise.race([lookup(host, { all: true, verbatim: true }), timeout]);
    return answers.map(({ address, family }) => ({ address, family: family === 6 ? 6 : 4 }));
  } finally {
    clearTimeout(timer);
  }
}

/** The resolver saves and sends use: the system's; tests without DNS swap in their own. */
export const getWebhookResolver = processSingleton('webhook-resolver', (): Lookup => systemLookup);

/**
 * WEBHOOK_INSECURE_LOCAL=1, honoured only in tests and e2e builds (the env schema
 * refuses it anywhere else): http:// and loopback receivers are allowed, nothing more.
 */
export function insecureLocalAllowed(): boolean {
  const config = env();
  return (
    config.WEBHOOK_INSECURE_LOCAL === '1' &&
    (config.SWAPLENS_E2E_FIXTURES === '1' || config.NODE_ENV === 'test')
  );
}

function parse(raw: string, allowInsecure: boolean): URL {
  if (raw.length > WEBHOOK_URL_MAX_LENGTH) {
    throw new WebhookUrlError('invalid_url', `the URL is longer than ${WEBHOOK_URL_MAX_LENGTH}`);
  }
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw new WebhookUrlError('invalid_url', 'not a URL');
  }
  const secure = url.protocol === 'https:' || (allowInsecure && url.protocol === 'http:');
  if (!secure) throw new WebhookUrlError('not_https', 'a webhook URL must start with https://');
  if (url.username || url.password) {
    throw new WebhookUrlError('credentials', 'a webhook URL may not carry a user name or password');
  }
  if (!url.hostname) throw new WebhookUrlError('invalid_url', 'the URL has no host');
  return url;
}

/**
 * The URL's target with every address its host resolves to, or WebhookUrlError: not https, with
 * credentials, unresolvable, or any address not public (one private answer among public ones is
 * enough to refuse: which one a connection would use is not ours to choose).
 */
export async function resolveWebhookTarget(
  raw: string,
  resolve: Lookup = getWebhookResolver(),
): Promise<WebhookTarget> {
  const allowInsecure = insecureLocalAllowed();
  const url = parse(raw, allowInsecure);
  const host = url.hostname.replace(/^\[(.*)\]$/, '$1');
  const port = url.port ? Number(url.port) : url.protocol === 'https:' ? 443 : 80;
  let addresses: ResolvedAddress[];
  const literal = isIP(host);
  if (literal) {
    addresses = [{ address: host, family: literal === 6 ? 6 : 4 }];
  } else {
    try {
      addresses = await resolve(host);
    } catch (error) {
      const reason = error instanceof Error ? error.message : String(error);
      throw new WebhookUrlError('unresolvable', `${host} does not resolve (${reason})`);
    }
    if (addresses.length === 0) {
      throw new WebhookUrlError('unresolvable', `${host} does not resolve`);
    }
  }
  const allowed = (address: string) =>
    isPublicAddress(address) || (allowInsecure && isLoopbackAddress(address));
  const refused = addresses.find(({ address }) => !allowed(address));
  if (refused) {
    throw new WebhookUrlError(
      'private_address',
      `${host} resolves to ${refused.address}, which is not a public address`,
    );
  }
  return { url, host, port, addresses };
}

/**
 * Throws WebhookUrlError unless `url` is a webhook URL the site may call: https, no credentials,
 * and a host whose every DNS answer is a public address. For the admin command that saves a
 * partner's webhook URL; every send checks again.
 */
export async function assertSafeWebhookUrl(url: string): Promise<void> {
  await resolveWebhookTarget(url);
}
