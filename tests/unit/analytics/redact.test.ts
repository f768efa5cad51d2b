import { describe, expect, it } from 'vitest';
import { redactText, redactUrl } from '@/lib/analytics/redact';

describe('redactUrl', () => {
  it.each([
    ['/swap?swap=K7M2Q9XD3F8H', '/swap?swap=redacted'],
    ['/fr/transaction-status?id=K7M2-Q9XD-3F8H', '/fr/transaction-status?id=redacted'],
    ['/swap?from=btc&to=eth&amount=0.1', '/swap?from=btc&to=eth&amount=0.1'],
    [
      '/swap?from=btc&Swap=abc&SWAP=def&id=',
      '/swap?from=btc&Swap=redacted&SWAP=redacted&id=redacted',
    ],
    ['/swap?%73wap=abc&i%64=def', '/swap?%73wap=redacted&i%64=redacted'],
    ['/swap?swapper=1&idx=2&swap', '/swap?swapper=1&idx=2&swap'],
    ['https://a.example/x?id=1#id=2', 'https://a.example/x?id=redacted'],
    ['https://a.example/', 'https://a.example/'],
    ['', ''],
  ])('%s -> %s', (input, output) => {
    expect(redactUrl(input)).toBe(output);
  });
});

describe('redactText', () => {
  it('redacts private query values inside free text and leaves the rest', () => {
    expect(redactText('see https://a.example/x?id=K7M2 and /swap?from=btc&swap=Q9XD now')).toBe(
      'see https://a.example/x?id=redacted and /swap?from=btc&swap=redacted now',
    );
    expect(redactText('header')).toBe('header');
  });
});
