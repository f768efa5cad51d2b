import '@/lib/zod-jitless';
import { z } from 'zod';

// The hosted checkout a vendor's API answers becomes the visitor's "continue to provider" link,
// so it must be on the vendor's own domain (security review 2026-12, L4): https, and a host
// under one of the vendor's documented domains. Anything else fails the answer's schema, which
// the kit reports as bad_response and lib/fiat/checkout.ts logs.

const escape = (suffix: string) => suffix.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The host must be one of `domains` or a subdomain of one (`*.banxa.com`). */
export function checkoutHostPattern(domains: readonly string[]): RegExp {
  return new RegExp(`^(?:[a-z0-9-]+\\.)*(?:${domains.map(escape).join('|')})$`, 'i');
}

/** An https URL on the vendor's own domains. */
export function vendorCheckoutUrl(vendor: string, domains: readonly string[]) {
  return z.url({
    protocol: /^https$/,
    hostname: checkoutHostPattern(domains),
    error: `not a ${vendor} checkout host (allowed: ${domains.map((d) => `*.${d}`).join(', ')})`,
  });
}
