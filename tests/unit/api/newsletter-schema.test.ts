import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { normaliseEmail } from '@/lib/newsletter/subscribe';
import { newsletterEmailSchema, subscribeRequestSchema } from '@/lib/newsletter/schema';

describe('newsletter schema', () => {
  it.for(['ada@example.com', 'Ada.Lovelace+news@mail.example.co.uk'])('accepts %j', (email) => {
    expect(newsletterEmailSchema.safeParse(email).success).toBe(true);
  });

  it.for(['', 'ada', 'ada@', '@example.com', 'ada @example.com', 'ada@example.com ', '\tada@x.co'])(
    'refuses %j',
    (email) => {
      expect(newsletterEmailSchema.safeParse(email).success).toBe(false);
    },
  );

  it('caps the address at 254 characters', () => {
    const local = (length: number) => `${'a'.repeat(length)}@example.com`;
    expect(newsletterEmailSchema.safeParse(local(242)).success).toBe(true);
    expect(newsletterEmailSchema.safeParse(local(243)).success).toBe(false);
  });

  it('caps the token at 4096 characters and lets it be absent', () => {
    const email = 'ada@example.com';
    expect(subscribeRequestSchema.safeParse({ email }).success).toBe(true);
    const token = (length: number) => ({ email, googleReCaptchaToken: 't'.repeat(length) });
    expect(subscribeRequestSchema.safeParse(token(4096)).success).toBe(true);
    expect(subscribeRequestSchema.safeParse(token(4097)).success).toBe(false);
  });

  it('imports nothing but zod, so the browser form can use it', async () => {
    const source = await readFile(path.join(process.cwd(), 'lib/newsletter/schema.ts'), 'utf8');
    const imports = [...source.matchAll(/from\s+'([^']+)'/g)].map((match) => match[1]);
    expect(imports).toEqual(['zod']);
  });

  it('normalises case and surrounding space for the uniqueness check', () => {
    expect(normaliseEmail(' Ada@Example.COM ')).toBe('ada@example.com');
  });
});
