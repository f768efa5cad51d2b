import { describe, expect, it } from 'vitest';
import { groupSwapId, readSwapId, swapIdToLookUp } from '@/lib/swaps/contract';

// One rule reads a Swap ID for the API, the status lookup and the /swap page.

describe('readSwapId', () => {
  it('ignores case, spaces and every Unicode dash or space', () => {
    expect(readSwapId('  k7m2-q9xd 3f8h ')).toEqual({ ok: true, id: 'K7M2Q9XD3F8H' });
    expect(readSwapId('k7m2\u2011q9xd\u2013 3f8h\t')).toEqual({ ok: true, id: 'K7M2Q9XD3F8H' });
    expect(readSwapId('K7M2\u00a0Q9XD3F8H')).toEqual({ ok: true, id: 'K7M2Q9XD3F8H' });
  });

  it('reads O as 0 and I or L as 1', () => {
    expect(readSwapId('K7M2Q9XDOF8I')).toEqual({ ok: true, id: 'K7M2Q9XD0F81' });
  });

  it('tells empty input from other characters and from IDs no swap can have', () => {
    expect(readSwapId(' - ')).toMatchObject({ ok: false, reason: 'empty' });
    expect(readSwapId('k7qm/2xwd')).toMatchObject({ ok: false, reason: 'invalid' });
    expect(readSwapId('A'.repeat(65))).toMatchObject({ ok: false, reason: 'invalid' });
    expect(readSwapId('nope-1234')).toEqual({ ok: false, reason: 'unknown', cleaned: 'NOPE1234' });
    expect(readSwapId('K7M2Q9XD3F8U')).toMatchObject({ ok: false, reason: 'unknown' });
  });
});

describe('swapIdToLookUp', () => {
  it('asks the API about IDs and about letters and digits, never about malformed text', () => {
    expect(swapIdToLookUp(readSwapId('k7m2-q9xd-3f8h'))).toBe('K7M2Q9XD3F8H');
    expect(swapIdToLookUp(readSwapId('nope-1234'))).toBe('NOPE1234');
    expect(swapIdToLookUp(readSwapId('k7qm/2xwd'))).toBeNull();
    expect(swapIdToLookUp(readSwapId(''))).toBeNull();
  });
});

describe('groupSwapId', () => {
  it('cuts an ID into groups of four for reading', () => {
    expect(groupSwapId('K7QM2XWD9P')).toEqual(['K7QM', '2XWD', '9P']);
  });
});
