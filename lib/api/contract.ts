import '@/lib/zod-jitless';
import { z } from 'zod';
import type { ApiErrorCode } from './errors';

// What every operation of our HTTP API shares, safe in the browser: the one error body and the
// shape of an operation's contract, which lib/api/client.ts calls and lib/api/openapi/ describes.

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

/** The error codes an operation answers, by HTTP status (the OpenAPI document lists them). */
export type OperationErrors = Readonly<Partial<Record<number, readonly ApiErrorCode[]>>>;

export interface Operation<
  Response extends z.ZodType = z.ZodType,
  Body extends z.ZodType | undefined = z.ZodType | undefined,
  Query extends z.ZodType | undefined = z.ZodType | undefined,
> {
  method: 'GET' | 'POST';
  /** With `{name}` for path parameters: '/api/v1/swaps/{id}'. */
  path: string;
  /** The success status (200 unless said). */
  status?: number;
  query?: Query;
  body?: Body;
  response: Response;
  /** One line of a streamed (NDJSON) answer, when the operation streams. */
  event?: z.ZodType;
  errors: OperationErrors;
}

/** Declares an operation; the identity function keeps its schemas' exact types. */
export function defineOperation<
  Response extends z.ZodType,
  Body extends z.ZodType | undefined = undefined,
  Query extends z.ZodType | undefined = undefined,
>(operation: Operation<Response, Body, Query>): Operation<Response, Body, Query> {
  return operation;
}
