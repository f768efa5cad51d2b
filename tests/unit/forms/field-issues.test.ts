import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { issuesFromApi, resolveWith } from '@/components/forms/field-issues';
import { contactRequestSchema } from '@/lib/contact/contract';
import { CONTACT_FIELDS } from '@/lib/contact/limits';
import { reviewRequestSchema } from '@/lib/reviews/contract';
import { REVIEW_FIELDS } from '@/lib/reviews/limits';

// What the forms tell a visitor about each field comes from the contract's verdict.

const contact = { name: 'Ada', email: 'ada@example.com', subject: 'Hi', message: 'x'.repeat(20) };
const issuesOf = (input: Record<string, unknown>, schema: z.ZodType = contactRequestSchema) => {
  const fields = schema === contactRequestSchema ? CONTACT_FIELDS : REVIEW_FIELDS;
  const result = resolveWith(schema, input, fields);
  return Object.fromEntries(Object.entries(result.errors).map(([name, e]) => [name, e?.type]));
};

describe('resolveWith', () => {
  it('gives the parsed (trimmed) values when the contract accepts them', () => {
    const result = resolveWith(contactRequestSchema, { ...contact, name: ' Ada ' }, CONTACT_FIELDS);
    expect(result.errors).toEqual({});
    expect(result.values).toMatchObject({ name: 'Ada' });
  });

  it('names what is wrong with each field, one issue per field', () => {
    expect(
      issuesOf({ name: '  ', email: 'ada@', subject: 'x'.repeat(151), message: 'short' }),
    ).toEqual({ name: 'required', email: 'email', subject: 'tooLong', message: 'tooShort' });
  });

  it('calls a missing value required, whatever rule it breaks', () => {
    expect(issuesOf({ ...contact, email: '' })).toEqual({ email: 'required' });
    expect(issuesOf({ name: 'Ada', text: 'x'.repeat(20) }, reviewRequestSchema)).toEqual({
      rating: 'required',
    });
  });

  it('calls any other failure invalid (a malformed Swap ID)', () => {
    expect(
      issuesOf(
        { rating: 5, name: 'Ada', text: 'x'.repeat(20), swapId: 'K7M2' },
        reviewRequestSchema,
      ),
    ).toEqual({ swapId: 'invalid' });
  });

  it('calls control and bidi characters their own issue, in every text field', () => {
    expect(
      issuesOf({
        ...contact,
        name: 'Ada\u202e',
        subject: 'Hi\x1b[2K',
        message: `${'x'.repeat(20)}\rx`,
      }),
    ).toEqual({ name: 'characters', subject: 'characters', message: 'characters' });
    expect(
      issuesOf({ rating: 5, name: 'Alice', text: 'Fast swap\r\x1b[1A again' }, reviewRequestSchema),
    ).toEqual({ text: 'characters' });
  });

  it('leaves out fields the form does not show (the bot token)', () => {
    expect(issuesOf({ ...contact, googleReCaptchaToken: 42 })).toEqual({});
  });
});

describe('issuesFromApi', () => {
  it("reads the API's field codes as the form's issues", () => {
    expect(issuesFromApi({ email: 'invalid_email', name: 'invalid' })).toEqual({
      email: 'email',
      name: 'invalid',
    });
  });
});
