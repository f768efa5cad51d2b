import 'server-only';
import { isIP } from 'node:net';
import {
  assertSafeWebhookUrl,
  insecureLocalAllowed,
  isPublicAddress,
  WebhookUrlError,
} from '../partner-webhooks';

// Where a partner's swap webhooks go. THE one check of a webhook URL at save time: every write
// of a partner (create, update) calls validateWebhookUrl and nothing else. The syntax (https, no
// user name or password, no fragment, no IP literal outside the public ranges, no local host
// name), then the sender's SSRF guard (lib/partner-webhooks/url-guard.ts): every address the
// name resolves to must be public. The sender checks again at every send.

/** Why a webhook URL is refused (logged and shown to the operator, never to a visitor). */
export type WebhookUrlProblem =
  | 'invalid_url'
  | 'not_https'
  | 'credentials'
  | 'fragment'
  | 'private_address'
  | 'local_host'
  | 'unresolvable';

/** Whether an IP address is in a range no partner's public server has (the sender's table). */
const isPrivateAddress = (address: string) => !isPublicAddress(address);

/** A test receiver's host: 127.0.0.1 or localhost, with a port. */
const LOOPBACK_RECEIVER = /^(127\.0\.0\.1|localhost|\[::1\]):\d{1,5}$/;

/** Names that resolve to this machine or a local network whatever DNS says. */
const LOCAL_NAMES = /(^|\.)(localhost|local|internal|localdomain|home\.arpa)$/i;

/** The syntax rules alone, for the zod contracts (synchronous). */
export function webhookUrlSyntaxProblem(url: string): WebhookUrlProblem | null {
  if (!URL.canParse(url)) return 'invalid_url';
  const parsed = new URL(url);
  // Tests and e2e builds only (WEBHOOK_INSECURE_LOCAL): a receiver on this machine.
  if (insecureLocalAllowed() && LOOPBACK_RECEIVER.test(parsed.host) && !parsed.username) {
    return /^https?:$/.test(parsed.protocol) ? null : 'not_https';
  }
  if (parsed.protocol !== 'https:') return 'not_https';
  if (parsed.username !== '' || parsed.password !== '') return 'credentials';
  if (parsed.hash !== '' || url.includes('#')) return 'fragment';
  const host = parsed.hostname.replace(/^\[|\]$/g, '');
  if (isIP(host) !== 0) return isPrivateAddress(host) ? 'private_address' : null;
  // A name without a dot (an intranet host) or a local one.
  if (!host.includes('.') || LOCAL_NAMES.test(host.replace(/\.$/, ''))) return 'local_host';
  return null;
}

/** Whether `url` may receive a partner's webhooks: null when it may, else why not. */
export async function validateWebhookUrl(url: string): Promise<WebhookUrlProblem | null> {
  const problem = webhookUrlSyntaxProblem(url);
  if (problem) return problem;
  try {
    await assertSafeWebhookUrl(url);
    return null;
  } catch (error) {
    if (error instanceof WebhookUrlError) return error.problem;
    throw error;
  }
}
