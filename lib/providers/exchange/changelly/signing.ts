import { createPrivateKey, sign, type KeyObject } from 'node:crypto';

// Changelly v2 signs every request: X-Api-Signature is the base64 RSA-SHA256 signature of the
// exact request body. Changelly hands out the private key as hex-encoded PKCS#8 DER; PEM and
// base64 DER are accepted too, and "\n" escapes from one-line env values are undone.

export function readPrivateKey(value: string): KeyObject {
  const trimmed = value.trim().replace(/\\n/g, '\n');
  if (trimmed.includes('-----BEGIN')) return createPrivateKey(trimmed);
  const der = /^[0-9a-f]+$/i.test(trimmed)
    ? Buffer.from(trimmed, 'hex')
    : Buffer.from(trimmed.replace(/\s+/g, ''), 'base64');
  return createPrivateKey({ key: der, format: 'der', type: 'pkcs8' });
}

export function signBody(body: string, key: KeyObject): string {
  return sign('sha256', Buffer.from(body), key).toString('base64');
}
