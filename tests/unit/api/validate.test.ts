import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { ApiError } from '@/lib/api/errors';
import { parseInput } from '@/lib/api/validate';

const schema = z.object({ email: z.email(), age: z.number().int().optional() });

function caught(run: () => unknown): ApiError {
  try {
    run();
  } catch (error) {
    if (error instanceof ApiError) return error;
    throw error;
  }
  throw new Error('expected a throw');
}

describe('parseInput', () => {
  it('returns the parsed value', () => {
    expect(parseInput(schema, { email: 'a@b.co', extra: 1 })).toEqual({ email: 'a@b.co' });
  });

  it('answers validation_failed with the failing fields', () => {
    const error = caught(() => parseInput(schema, { email: 'a@b.co', age: 1.5 }));
    expect(error.status).toBe(400);
    expect(error.code).toBe('validation_failed');
    expect(error.fields).toEqual({ age: 'invalid' });
  });

  it('answers the field-specific code when that field fails', () => {
    const error = caught(() =>
      parseInput(schema, { email: 'nope', age: 1.5 }, { email: 'invalid_email' }),
    );
    expect(error.code).toBe('invalid_email');
    expect(error.fields).toEqual({ email: 'invalid_email', age: 'invalid' });
  });

  it('answers validation_failed for a value that is not an object', () => {
    const error = caught(() => parseInput(schema, 'text', { email: 'invalid_email' }));
    expect(error.code).toBe('validation_failed');
    expect(error.fields).toEqual({ '(root)': 'invalid' });
  });
});
