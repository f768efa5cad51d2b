import { describe, expect, it } from 'vitest';
import { EXOLIX_STATUSES, exolixStatus } from '@/lib/providers/exchange/exolix/statuses';
import { SWAP_STATUSES } from '@/lib/swaps/status';

describe('Exolix statuses', () => {
  it.each([
    ['wait', 'waiting'],
    ['confirmation', 'confirming'],
    ['confirmed', 'exchanging'],
    ['exchanging', 'exchanging'],
    ['sending', 'sending'],
    ['success', 'finished'],
    ['overdue', 'expired'],
    ['refund', 'refunded'],
    ['refunded', 'refunded'],
  ])('maps %s to %s', (vendor, ours) => {
    expect(exolixStatus(vendor)).toBe(ours);
  });

  it('maps only to our statuses and never crashes on an unknown one', () => {
    for (const value of Object.values(EXOLIX_STATUSES)) expect(SWAP_STATUSES).toContain(value);
    expect(exolixStatus('hasOwnProperty')).toBe('waiting');
  });
});
