import '@/lib/zod-jitless';
import { z } from 'zod';
import type { ApiErrorCode } from './errors';

// What every operation of our HTTP API shares, safe in the browser: the one error body and the
// shape of an operation's contract, which lib/api/client.ts calls and lib/openapi/ describes.

/** The one JSON shape of every API error. `fields` maps a field to its own code. */
export const apiErrorBodySchema = z.object({
  error: z.object({
    code: z.string(),
    message: z.string(),
    fields: z.record(z.string(), z.string()).optional(),
  }),
});

/** An error as a client reads it: the code is a string, as codes may be added later. */
export type ApiErrorAnswer = z.infer<typeof apiErrorBodySchema>['error'];

export interface Operation {
  method: 'GET' | 'POST';
  /** With `{name}` for path parameters: '/api/v1/swaps/{id}'. */
  path: string;
  /** The success status (200 unless said). */
  status?: number;
  query?: z.ZodType;
  body?: z.ZodType;
  response: z.ZodType;
  /** One line of a streamed (NDJSON) answer, when the operation streams. */
  event?: z.ZodType;
  /** The error codes it answers; their statuses are lib/api/errors.ts's API_ERRORS. */
  errors: readonly ApiErrorCode[];
}

/** Declares an operation; the identity function keeps its schemas' exact types. */
export function defineOperation<const Op extends Operation>(operation: Op): Op {
  return operation;
}
