import { describe, expect, it } from 'vitest';
import { STEALTHEX_STATUSES, stealthexStatus } from '@/lib/providers/exchange/stealthex/statuses';
import { SWAP_STATUSES } from '@/lib/swaps/status';

describe('StealthEX statuses', () => {
  it.each([
    ['waiting', 'waiting'],
    ['confirming', 'confirming'],
    ['exchanging', 'exchanging'],
    ['sending', 'sending'],
    ['verifying', 'on_hold'],
    ['finished', 'finished'],
    ['failed', 'failed'],
    ['refunded', 'refunded'],
    ['expired', 'expired'],
  ])('maps %s to %s', (vendor, ours) => {
    expect(stealthexStatus(vendor)).toBe(ours);
  });

  it('maps only to our statuses and never crashes on an unknown one', () => {
    for (const value of Object.values(STEALTHEX_STATUSES)) expect(SWAP_STATUSES).toContain(value);
    expect(stealthexStatus('something_new')).toBe('waiting');
    expect(stealthexStatus('constructor')).toBe('waiting');
  });
});
