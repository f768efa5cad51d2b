import type { z } from 'zod';
import { ApiError, type ApiErrorCode } from './errors';

/**
 * Parses input with a zod schema or throws 400. The code is validation_failed unless a failing
 * top-level field has its own code in `fieldCodes` (e.g. { email: 'invalid_email' }), so the
 * client can tell the visitor exactly what to fix.
 */
export function parseInput<Schema extends z.ZodType>(
  schema: Schema,
  input: unknown,
  fieldCodes: Partial<Record<string, ApiErrorCode>> = {},
): z.output<Schema> {
  const result = schema.safeParse(input);
  if (result.success) return result.data;

  const fields: Record<string, string> = {};
  let code: ApiErrorCode | undefined;
  for (const issue of result.error.issues) {
    const top = issue.path[0];
    const specific = typeof top === 'string' ? fieldCodes[top] : undefined;
    code ??= specific;
    const name = issue.path.map(String).join('.') || '(root)';
    fields[name] ??= specific ?? 'invalid';
  }
  throw new ApiError(400, code ?? 'validation_failed', { fields });
}
