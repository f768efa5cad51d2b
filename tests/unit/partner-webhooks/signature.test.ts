import { webcrypto } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import {
  signWebhook,
  verifyWebhookSignature,
  WEBHOOK_TOLERANCE_S,
} from '@/lib/partner-webhooks/signature';

// The signature exactly as docs/partners/webhooks.md documents it: v1=<hex HMAC-SHA256 of
// "<timestamp>.<raw body>"> keyed with the webhook secret, checked against computations that
// share no code with the signer (a fixed vector from Python's hmac module, and WebCrypto).

const SECRET = 'whsec_test_secret';
const TIMESTAMP = 1764765000;
const BODY = '{"id":"whd_000000000000000000000001","event":"webhook.test"}';
// python3 -c 'import hmac,hashlib; print(hmac.new(b"whsec_test_secret",
//   b"1764765000.{\"id\":\"whd_000000000000000000000001\",\"event\":\"webhook.test\"}",
//   hashlib.sha256).hexdigest())'
const PYTHON_DIGEST = '7dc0617ac43d7899262d44b09fe754938dd3526f45b9cd3c8a93871bc2912ee9';

async function webCryptoDigest(secret: string, message: string): Promise<string> {
  const encoder = new TextEncoder();
  const key = await webcrypto.subtle.importKey(
    'raw',
    encoder.encode(secret),
    { name: 'HMAC', hash: 'SHA-256' },
    false,
    ['sign'],
  );
  const mac = await webcrypto.subtle.sign('HMAC', key, encoder.encode(message));
  return Buffer.from(mac).toString('hex');
}

describe('webhook signature', () => {
  it('is v1= and the hex HMAC-SHA256 of "<timestamp>.<raw body>"', async () => {
    expect(signWebhook(SECRET, TIMESTAMP, BODY)).toBe(`v1=${PYTHON_DIGEST}`);
    const body = '{"data":{"amount":"0.1","note":"ünïcødé ✓"}}';
    expect(signWebhook(SECRET, TIMESTAMP, body)).toBe(
      `v1=${await webCryptoDigest(SECRET, `${TIMESTAMP}.${body}`)}`,
    );
  });

  it('verifies within the replay window only', () => {
    const header = {
      timestamp: String(TIMESTAMP),
      signature: signWebhook(SECRET, TIMESTAMP, BODY),
    };
    expect(verifyWebhookSignature(SECRET, header, BODY, TIMESTAMP)).toBe(true);
    expect(verifyWebhookSignature(SECRET, header, BODY, TIMESTAMP + WEBHOOK_TOLERANCE_S)).toBe(
      true,
    );
    expect(verifyWebhookSignature(SECRET, header, BODY, TIMESTAMP + WEBHOOK_TOLERANCE_S + 1)).toBe(
      false,
    );
    expect(verifyWebhookSignature(SECRET, header, BODY, TIMESTAMP - WEBHOOK_TOLERANCE_S - 1)).toBe(
      false,
    );
  });

  it('refuses another body, secret or timestamp, and malformed headers', () => {
    const signature = signWebhook(SECRET, TIMESTAMP, BODY);
    const ok = { timestamp: String(TIMESTAMP), signature };
    expect(verifyWebhookSignature(SECRET, ok, `${BODY} `, TIMESTAMP)).toBe(false);
    expect(verifyWebhookSignature('other', ok, BODY, TIMESTAMP)).toBe(false);
    expect(
      verifyWebhookSignature(SECRET, { ...ok, timestamp: String(TIMESTAMP + 1) }, BODY, TIMESTAMP),
    ).toBe(false);
    for (const bad of [null, '', 'v1=zz', `v0=${PYTHON_DIGEST}`, PYTHON_DIGEST]) {
      expect(verifyWebhookSignature(SECRET, { ...ok, signature: bad }, BODY, TIMESTAMP)).toBe(
        false,
      );
    }
    expect(verifyWebhookSignature(SECRET, { ...ok, timestamp: '1e9' }, BODY, TIMESTAMP)).toBe(
      false,
    );
  });
});
