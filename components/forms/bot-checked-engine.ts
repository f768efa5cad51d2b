import { createFormControl } from 'react-hook-form';
import type { z } from 'zod';
import { resolveWith } from './field-issues';
import type { FormTarget } from './post-form';

// The engine of every bot-checked form (./bot-checked-form.tsx), loaded when the browser is idle
// or the visitor first touches the form: react-hook-form, the contract's schema and the API
// client stay out of the page's first load. The form's fields are server-rendered and
// uncontrolled; registering them keeps what was typed.

/** The half of a form's declaration that loads with the engine: what it posts, and how. */
export interface FormContract extends FormTarget {
  /** The request's schema; the fields it names besides `fields` (the bot token) are not shown. */
  schema: z.ZodType;
  /** The fields the visitor fills in. */
  fields: readonly string[];
  /** The form's strings as the contract reads them (a rating's "4" as 4); as they are if absent. */
  input?: (values: Record<string, string>) => Record<string, unknown>;
}

export type FormValues = Record<string, string>;
export type ParsedFields = Record<string, unknown>;

/** `values`: what the form's fields hold when the engine arrives (they keep it). */
export function createFormEngine(contract: FormContract, values: FormValues) {
  return createFormControl<FormValues, unknown, ParsedFields>({
    defaultValues: values,
    // Errors appear on submit, then follow each keystroke.
    mode: 'onSubmit',
    reValidateMode: 'onChange',
    shouldFocusError: true,
    resolver: async (current) =>
      resolveWith<FormValues, ParsedFields>(
        contract.schema,
        contract.input ? contract.input(current) : current,
        contract.fields,
      ),
  });
}

export { ApiClientError } from '@/lib/api/client';
export { postForm } from './post-form';
export { issuesFromApi } from './field-issues';
