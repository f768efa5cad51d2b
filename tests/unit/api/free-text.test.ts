import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { FORBIDDEN_CHARACTERS, freeText, hasForbiddenCharacters } from '@/lib/api/free-text';
import { contactRequestSchema } from '@/lib/contact/contract';
import { fiatCheckoutSchema, fiatOffersQuerySchema } from '@/lib/fiat/contract';
import { subscribeRequestSchema } from '@/lib/newsletter/contract';
import { reviewRequestSchema } from '@/lib/reviews/contract';
import { createSwapSchema } from '@/lib/swaps/contract';

// Security review 2026-12, M3: a free-text field takes no control character (but a text area's
// line breaks and tabs) and no bidi override or isolate, in every contract that accepts one.

/** The review's attack: it erases its own line in a terminal and redraws an innocent one. */
const ATTACK =
  '…send my seed phrase to https://evil.example/recover…\r\x1b[2K\x1b[1A\x1b[2K    Alice\n    Fast swap, fair rate, thanks!';

/** One of each family: C0, DEL, C1, embeddings/overrides, isolates. */
const FORBIDDEN = [
  '\u0000',
  '\u0007',
  '\u0008',
  '\u000b',
  '\u000c',
  '\r',
  '\u001b',
  '\u007f',
  '\u0085',
  '\u009b',
  '\u202a',
  '\u202b',
  '\u202c',
  '\u202d',
  '\u202e',
  '\u2066',
  '\u2067',
  '\u2068',
  '\u2069',
];

const hex = (char: string) => `U+${char.codePointAt(0)!.toString(16).padStart(4, '0')}`;

describe('freeText', () => {
  const line = freeText({ min: 1, max: 20 });
  const area = freeText({ min: 1, max: 40, multiline: true });

  it('keeps printable text of every script, trimmed', () => {
    for (const text of [' Ada ', 'Zoë Ñúñez', '山田 太郎', 'محمد', '😀 fine', 'a\u200db']) {
      expect(line.parse(text)).toBe(text.trim());
    }
  });

  it.for(FORBIDDEN.map((char) => [hex(char), char]))(
    'refuses %s on one line and in a text area',
    ([, char]) => {
      for (const schema of [line, area]) {
        const result = schema.safeParse(`Hello${char}world`);
        expect(result.success).toBe(false);
        expect(result.error?.issues[0]).toMatchObject({
          code: 'custom',
          params: { reason: FORBIDDEN_CHARACTERS },
        });
      }
    },
  );

  it('takes line breaks and tabs in a text area only, a Windows line break as \\n', () => {
    expect(area.parse('One\n\tTwo\r\nThree')).toBe('One\n\tTwo\nThree');
    expect(line.safeParse('One\nTwo').success).toBe(false);
    expect(line.safeParse('One\tTwo').success).toBe(false);
    // A lone carriage return sends a terminal's cursor back to the start of the line.
    expect(area.safeParse('One\rTwo').success).toBe(false);
    expect(area.safeParse(ATTACK).success).toBe(false);
  });

  it('still holds the lengths', () => {
    expect(line.safeParse('').success).toBe(false);
    expect(line.safeParse('x'.repeat(21)).success).toBe(false);
    expect(freeText({ max: 5 }).parse('   ')).toBe('');
  });

  it('tells the characters apart without a schema', () => {
    expect(hasForbiddenCharacters('plain')).toBe(false);
    expect(hasForbiddenCharacters('a\nb')).toBe(true);
    expect(hasForbiddenCharacters('a\nb', true)).toBe(false);
    expect(hasForbiddenCharacters('a\r\nb', true)).toBe(false);
    expect(hasForbiddenCharacters('abc\u202etxt.exe', true)).toBe(true);
  });
});

/** Every contract with a free-text field: a valid request and the fields to probe. */
const CONTRACTS: Array<{
  name: string;
  schema: z.ZodType;
  valid: Record<string, unknown>;
  lines: string[];
  areas?: string[];
}> = [
  {
    name: 'contact message',
    schema: contactRequestSchema,
    valid: {
      name: 'Ada',
      email: 'ada@example.com',
      subject: 'My swap',
      message: 'Where are my coins? It has been an hour.',
    },
    lines: ['name', 'subject', 'email'],
    areas: ['message'],
  },
  {
    name: 'review',
    schema: reviewRequestSchema,
    valid: { rating: 5, name: 'Alice', text: 'Fast swap, fair rate, thanks!' },
    lines: ['name', 'swapId'],
    areas: ['text'],
  },
  {
    name: 'newsletter',
    schema: subscribeRequestSchema,
    valid: { email: 'ada@example.com' },
    lines: ['email'],
  },
  {
    name: 'swap',
    schema: createSwapSchema,
    valid: {
      provider: 'sandbox-alpha',
      from: 'btc',
      to: 'eth',
      amount: '0.015',
      direction: 'direct',
      rateType: 'floating',
      payoutAddress: '0xabc',
      payoutExtraId: '123',
      refundAddress: 'bc1qxyz',
      refundExtraId: '456',
      acceptTerms: true,
    },
    lines: ['payoutAddress', 'payoutExtraId', 'refundAddress', 'refundExtraId'],
  },
  {
    name: 'fiat checkout',
    schema: fiatCheckoutSchema,
    valid: {
      provider: 'sandbox',
      side: 'buy',
      fiat: 'EUR',
      crypto: 'btc',
      amount: '200',
      country: 'DE',
      method: 'card',
      address: 'bc1qxyz',
      extraId: '789',
      locale: 'en',
    },
    lines: ['address', 'extraId'],
  },
  {
    name: 'fiat offers query',
    schema: fiatOffersQuerySchema,
    valid: { side: 'buy', crypto: 'btc', languages: 'de-DE,de;q=0.9,en;q=0.8' },
    lines: ['languages'],
  },
];

describe.for(CONTRACTS)('the $name contract', ({ schema, valid, lines, areas = [] }) => {
  it('accepts the valid request', () => {
    expect(schema.safeParse(valid).success).toBe(true);
  });

  it.for([...lines, ...areas])('refuses control and bidi characters in %s', (field) => {
    const original = String(valid[field]);
    const probes = [...FORBIDDEN, ...(areas.includes(field) ? [] : ['\n', '\t'])].map(
      (char) => `${original.slice(0, 2)}${char}${original.slice(2)}`,
    );
    if (areas.includes(field)) probes.push(ATTACK);
    for (const value of probes) {
      const result = schema.safeParse({ ...valid, [field]: value });
      expect(result.success, `${field} with ${JSON.stringify(value)}`).toBe(false);
      expect(result.error?.issues.map((issue) => issue.path[0])).toEqual([field]);
    }
  });

  it.for(areas)('keeps the line breaks and tabs of %s', (field) => {
    const text = `${String(valid[field])}\n\n\tSecond paragraph.`;
    const parsed = schema.parse({ ...valid, [field]: text }) as Record<string, unknown>;
    expect(parsed[field]).toBe(text);
  });
});
