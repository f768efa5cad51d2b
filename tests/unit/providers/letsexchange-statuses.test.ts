import { describe, expect, it } from 'vitest';
import {
  LETSEXCHANGE_STATUSES,
  letsexchangeStatus,
} from '@/lib/providers/exchange/letsexchange/statuses';
import { SWAP_STATUSES } from '@/lib/swaps/status';

describe('LetsExchange statuses', () => {
  it.each([
    ['wait', 'waiting'],
    ['confirmation', 'confirming'],
    ['confirmed', 'exchanging'],
    ['exchanging', 'exchanging'],
    ['sending', 'sending'],
    ['sending_confirmation', 'sending'],
    ['success', 'finished'],
    ['overdue', 'expired'],
    ['error', 'failed'],
    ['refund', 'refunded'],
    ['refunded', 'refunded'],
    ['aml_check_failed', 'on_hold'],
    ['hold', 'on_hold'],
  ])('maps %s to %s', (vendor, ours) => {
    expect(letsexchangeStatus(vendor)).toBe(ours);
  });

  it('maps only to our statuses and never crashes on an unknown one', () => {
    for (const value of Object.values(LETSEXCHANGE_STATUSES))
      expect(SWAP_STATUSES).toContain(value);
    expect(letsexchangeStatus('SUCCESS')).toBe('finished');
    expect(letsexchangeStatus('toString')).toBe('waiting');
  });
});
