import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

// How a webhook is signed (docs/partners/webhooks.md, "Verifying a webhook"):
//
//   X-Swaplens-Timestamp: <unix seconds>
//   X-Swaplens-Signature: v1=<hex HMAC-SHA256, keyed with the partner's webhook secret, of
//                          "<timestamp>.<raw body>">
//
// The timestamp is inside the signed bytes, so an old message cannot be replayed under a new
// time; receivers refuse one whose timestamp is more than WEBHOOK_TOLERANCE_S from their clock.

export const SIGNATURE_VERSION = 'v1';
/** The replay window receivers should apply: five minutes either way. */
export const WEBHOOK_TOLERANCE_S = 5 * 60;

export const WEBHOOK_HEADERS = {
  id: 'X-Swaplens-Webhook-Id',
  timestamp: 'X-Swaplens-Timestamp',
  signature: 'X-Swaplens-Signature',
} as const;

/** The hex HMAC-SHA256 of "<timestamp>.<body>" under `secret`. */
export function webhookDigest(secret: string, timestamp: number, body: string): string {
  return createHmac('sha256', secret).update(`${timestamp}.${body}`, 'utf8').digest('hex');
}

/** The X-Swaplens-Signature value: `v1=<hex>`. */
export function signWebhook(secret: string, timestamp: number, body: string): string {
  return `${SIGNATURE_VERSION}=${webhookDigest(secret, timestamp, body)}`;
}

/**
 * What a receiver does (and the documentation's snippet shows): true when the header carries a
 * v1 signature of these exact bytes and the timestamp is inside the replay window.
 */
export function verifyWebhookSignature(
  secret: string,
  header: { timestamp: string | null; signature: string | null },
  body: string,
  nowSeconds = Math.floor(Date.now() / 1000),
): boolean {
  const timestamp = Number(header.timestamp);
  if (!/^\d{1,12}$/.test(header.timestamp ?? '')) return false;
  if (Math.abs(nowSeconds - timestamp) > WEBHOOK_TOLERANCE_S) return false;
  const expected = Buffer.from(webhookDigest(secret, timestamp, body), 'hex');
  return (header.signature ?? '').split(',').some((part) => {
    const [version, hex = ''] = part.trim().split('=');
    if (version !== SIGNATURE_VERSION || !/^[0-9a-f]{64}$/.test(hex)) return false;
    return timingSafeEqual(Buffer.from(hex, 'hex'), expected);
  });
}

/** A new webhook secret for a partner (shown once, stored as given): `whsec_` and 48 hex digits. */
export function newWebhookSecret(): string {
  return `whsec_${randomBytes(24).toString('hex')}`;
}
