import type { z } from 'zod';
import { ApiError, type ApiErrorCodeOf, type FieldCode } from './errors';

/** Codes a field may have of its own: only 400s, so a bad field always answers 400. */
export type FieldCodes = Partial<Record<string, ApiErrorCodeOf<400>>>;

/**
 * Parses input with a zod schema or throws 400. The code is validation_failed unless a failing
 * top-level field has its own code in `fieldCodes` (e.g. { email: 'invalid_email' }), so the
 * client can tell the visitor exactly what to fix.
 */
export function parseInput<Schema extends z.ZodType>(
  schema: Schema,
  input: unknown,
  fieldCodes: FieldCodes = {},
): z.output<Schema> {
  const result = schema.safeParse(input);
  if (result.success) return result.data;

  const fields: Record<string, FieldCode> = {};
  let code: ApiErrorCodeOf<400> | undefined;
  for (const issue of result.error.issues) {
    const top = issue.path[0];
    const specific = typeof top === 'string' ? fieldCodes[top] : undefined;
    code ??= specific;
    const name = issue.path.map(String).join('.') || '(root)';
    fields[name] ??= specific ?? 'invalid';
  }
  throw new ApiError(code ?? 'validation_failed', { fields });
}
