import { describe, expect, it } from 'vitest';
import { reviewRequestSchema } from '@/lib/reviews/contract';

// The review form and POST /apiglobal/reviews read a review by the same rules.

const valid = { rating: 4, name: ' Ada ', text: '  Quick and clear, thank you.  ' };

describe('reviewRequestSchema', () => {
  it('trims the name and the text', () => {
    expect(reviewRequestSchema.parse(valid)).toEqual({
      rating: 4,
      name: 'Ada',
      text: 'Quick and clear, thank you.',
      swapId: undefined,
    });
  });

  it.for([0, 6, 3.5, '4', null])('refuses the rating %j', (rating) => {
    expect(reviewRequestSchema.safeParse({ ...valid, rating }).success).toBe(false);
  });

  it('needs a name of 1-60 and a text of 10-2,000 characters after trimming', () => {
    const parse = (patch: object) => reviewRequestSchema.safeParse({ ...valid, ...patch }).success;
    expect(parse({ name: '   ' })).toBe(false);
    expect(parse({ name: 'x'.repeat(60) })).toBe(true);
    expect(parse({ name: 'x'.repeat(61) })).toBe(false);
    expect(parse({ text: ` ${'x'.repeat(9)} ` })).toBe(false);
    expect(parse({ text: 'x'.repeat(10) })).toBe(true);
    expect(parse({ text: 'x'.repeat(2001) })).toBe(false);
  });

  it('reads a Swap ID as everywhere else: case, spaces, dashes and look-alikes', () => {
    const read = (swapId: string) => reviewRequestSchema.parse({ ...valid, swapId }).swapId;
    expect(read('k7m2-q9xd-3f8h')).toBe('K7M2Q9XD3F8H');
    expect(read(' K7M2 Q9XD 3F8H ')).toBe('K7M2Q9XD3F8H');
    expect(read('K7M2Q9XD3F8O')).toBe('K7M2Q9XD3F80');
  });

  it('takes an empty Swap ID as none', () => {
    expect(reviewRequestSchema.parse({ ...valid, swapId: '' }).swapId).toBeUndefined();
    expect(reviewRequestSchema.parse({ ...valid, swapId: '   ' }).swapId).toBeUndefined();
  });

  it.for(['K7M2', 'K7M2Q9XD3F8H9', 'not-a-swap-id!', 'x'.repeat(65)])(
    'refuses %j as a Swap ID',
    (swapId) => {
      const result = reviewRequestSchema.safeParse({ ...valid, swapId });
      expect(result.success).toBe(false);
      expect(result.error?.issues[0]?.path).toEqual(['swapId']);
    },
  );
});
