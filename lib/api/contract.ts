import '@/lib/zod-jitless';
import { z } from 'zod';
import type { AuthStrategyName } from './auth/names';
import type { ApiScope } from './auth/scopes';
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

// prettier-ignore
type LowerLetter = 'a' | 'b' | 'c' | 'd' | 'e' | 'f' | 'g' | 'h' | 'i' | 'j' | 'k' | 'l' | 'm' | 'n' |
  'o' | 'p' | 'q' | 'r' | 's' | 't' | 'u' | 'v' | 'w' | 'x' | 'y' | 'z';

/**
 * An operation's name: camelCase, a verb first ('listCurrencies', 'createSwap'), unique in the
 * API. It is the OpenAPI `operationId` and the anchor of the operation on the reference page
 * (/for-partners/api#createSwap), so renaming one breaks clients' generated code and links.
 * The type asks for a lower-case first letter; tests/unit/openapi/document.test.ts checks the rest.
 */
export type OperationId = `${LowerLetter}${string}`;

export interface Operation {
  /** Required: an operation without a name does not compile (see OperationId). */
  operationId: OperationId;
  /**
   * Who may call, as the route handler declares it in `auth` (lib/api/auth/names.ts): the
   * document's `security` is made from it ('public' is the anonymous `{}`), and
   * tests/unit/openapi/routes.test.ts compares it with the route's own declaration.
   */
  auth: readonly [AuthStrategyName, ...AuthStrategyName[]];
  /** What a key caller's key must allow, as the route declares it in `scope`. */
  scope?: ApiScope;
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
