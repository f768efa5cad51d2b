import type { FieldErrors, FieldValues, ResolverResult } from 'react-hook-form';
import type { z } from 'zod';
import { FORBIDDEN_CHARACTERS } from '@/lib/api/free-text';

// A contract's verdict on a form, in the words the form shows (FormErrors): loaded with the
// form's engine, never in the first load (it runs the zod schema).

/** What is wrong with one field; the form words it under FormErrors.<code>. */
export type FieldIssue = 'required' | 'tooShort' | 'tooLong' | 'email' | 'characters' | 'invalid';

function issueOf(issue: z.core.$ZodIssue, value: unknown): FieldIssue {
  if (value === undefined || value === null || (typeof value === 'string' && value.trim() === '')) {
    return 'required';
  }
  if (issue.code === 'too_small') return 'tooShort';
  if (issue.code === 'too_big') return 'tooLong';
  if (issue.code === 'invalid_format' && issue.format === 'email') return 'email';
  // Control characters or bidi overrides (lib/api/free-text.ts), often pasted unseen.
  if (issue.code === 'custom' && issue.params?.reason === FORBIDDEN_CHARACTERS) return 'characters';
  return 'invalid';
}

/**
 * Parses `input` (the form's values, converted where the contract wants numbers) with `schema`
 * as a react-hook-form resolver does: the parsed values, or one error per field (its first
 * issue), its `type` the FieldIssue. Issues of fields the form does not show (the bot token) do
 * not concern the visitor.
 */
export function resolveWith<Values extends FieldValues, Output>(
  schema: z.ZodType,
  input: Record<string, unknown>,
  fields: readonly string[],
): ResolverResult<Values, Output> {
  const parsed = schema.safeParse(input);
  if (parsed.success) return { values: parsed.data as Output, errors: {} };
  const errors: Record<string, { type: FieldIssue; message: string }> = {};
  for (const issue of parsed.error.issues) {
    const field = String(issue.path[0] ?? '');
    if (!fields.includes(field) || errors[field]) continue;
    const type = issueOf(issue, input[field]);
    errors[field] = { type, message: type };
  }
  return { values: {}, errors: errors as FieldErrors<Values> };
}

/** An API error's `fields` (field → code), as the same issues. */
export function issuesFromApi(fields: Record<string, string>): Record<string, FieldIssue> {
  const issues: Record<string, FieldIssue> = {};
  for (const [field, code] of Object.entries(fields)) {
    issues[field] = code === 'invalid_email' ? 'email' : 'invalid';
  }
  return issues;
}
