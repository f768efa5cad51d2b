import { expect } from '@playwright/test';
import { MAIN } from './ports';

export interface RawResponse {
  status(): number;
  headers(): Record<string, string>;
  setCookies(): string[];
  text(): Promise<string>;
  json(): Promise<unknown>;
}

/**
 * One GET that follows no redirect and keeps no cookies, so each assertion sees exactly what a
 * first-time visitor with these headers would get. Paths are resolved against the main server.
 */
export async function getRaw(
  url: string,
  headers: Record<string, string> = {},
): Promise<RawResponse> {
  const response = await fetch(new URL(url, MAIN), { redirect: 'manual', headers });
  const headerMap = Object.fromEntries(response.headers.entries());
  return {
    status: () => response.status,
    headers: () => headerMap,
    setCookies: () => response.headers.getSetCookie(),
    text: () => response.text(),
    json: () => response.json(),
  };
}

/** The path and query a redirect points to; it must stay on the same site. */
export function redirectTarget(response: RawResponse): string {
  const location = response.headers()['location'];
  expect(location, 'redirect without Location').toBeTruthy();
  const url = new URL(location!, 'http://same-origin.invalid');
  expect(url.host, `redirect leaves the site: ${location}`).toBe('same-origin.invalid');
  return url.pathname + url.search;
}

/** A visitor address of our own, so rate limits of one test never touch another. */
export function visitorIp(): string {
  const octet = () => Math.floor(Math.random() * 250) + 1;
  return `198.51.${octet()}.${octet()}`;
}

/** A valid Ethereum payout address for swaps the tests create. */
export const ETH_PAYOUT_ADDRESS = '0xd8dA6BF26964aF9D7eEd9e03E53415D37aA96045';

/** The body of POST /api/v1/swaps for a 0.1 BTC → ETH floating-rate swap at `provider`. */
export function btcToEthSwapBody(provider: string): Record<string, unknown> {
  return {
    provider,
    from: 'btc',
    to: 'eth',
    amount: '0.1',
    direction: 'direct',
    rateType: 'floating',
    payoutAddress: ETH_PAYOUT_ADDRESS,
    acceptTerms: true,
    locale: 'en',
  };
}
