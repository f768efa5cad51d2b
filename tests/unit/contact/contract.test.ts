import { describe, expect, it } from 'vitest';
import { contactRequestSchema } from '@/lib/contact/contract';
import { CONTACT_LIMITS } from '@/lib/contact/limits';

// The contact form and POST /apiglobal/contact/message read a message by the same rules.

const valid = {
  name: ' Ada Lovelace ',
  email: ' ada@example.com ',
  subject: ' My swap ',
  message: ' Where are my coins? It has been an hour. ',
};

describe('contactRequestSchema', () => {
  it('trims every field, the address included', () => {
    expect(contactRequestSchema.parse(valid)).toEqual({
      name: 'Ada Lovelace',
      email: 'ada@example.com',
      subject: 'My swap',
      message: 'Where are my coins? It has been an hour.',
    });
  });

  it.for(['ada', 'ada@', 'ada@example', 'ada lovelace@example.com', 'a@b@example.com'])(
    'refuses the address %j',
    (email) => {
      const result = contactRequestSchema.safeParse({ ...valid, email });
      expect(result.success).toBe(false);
      expect(result.error?.issues.map((issue) => issue.path[0])).toEqual(['email']);
    },
  );

  it.for(Object.entries(CONTACT_LIMITS).filter(([field]) => field !== 'email'))(
    'holds %s to its limits after trimming',
    ([field, { min, max }]) => {
      const parse = (value: string) =>
        contactRequestSchema.safeParse({ ...valid, [field]: value }).success;
      expect(parse(` ${'x'.repeat(min)} `)).toBe(true);
      expect(parse(' '.repeat(min + 2))).toBe(false);
      if (min > 1) expect(parse('x'.repeat(min - 1))).toBe(false);
      expect(parse('x'.repeat(max))).toBe(true);
      expect(parse('x'.repeat(max + 1))).toBe(false);
    },
  );

  it('accepts a missing or null bot token (the server decides whether it needs one)', () => {
    expect(contactRequestSchema.safeParse({ ...valid, googleReCaptchaToken: null }).success).toBe(
      true,
    );
    expect(
      contactRequestSchema.safeParse({ ...valid, googleReCaptchaToken: 'x'.repeat(4097) }).success,
    ).toBe(false);
  });
});
