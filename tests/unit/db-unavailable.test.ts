import { describe, expect, it } from 'vitest';
import { errorResponse } from '@/lib/api/response';
import { DatabaseClosedError } from '@/lib/db/failure';
import { isDatabaseUnavailable } from '@/lib/db/unavailable';

// A database outage answers 503 with Retry-After, so API clients retry; anything else stays a 500.

const sqlError = (code: string, message = 'error') => Object.assign(new Error(message), { code });
/** How Drizzle reports a driver error. */
const failedQuery = (cause: unknown) => new Error('Failed query: select 1\nparams: ', { cause });

describe('isDatabaseUnavailable', () => {
  it.for([
    ['a query timeout', failedQuery(new Error('Query read timeout'))],
    ['no connection in time', new Error('timeout exceeded when trying to connect')],
    ['a dropped connection', failedQuery(new Error('Connection terminated unexpectedly'))],
    ['statement_timeout', failedQuery(sqlError('57014', 'canceling statement due to timeout'))],
    ['a server shutting down', sqlError('57P01')],
    ['a connection exception', sqlError('08006')],
    ['too many connections', sqlError('53300')],
    ['a refused connection', sqlError('ECONNREFUSED')],
    ['a WebAssembly abort', failedQuery(new WebAssembly.RuntimeError('Aborted()'))],
    ['a database closed by the shutdown', new DatabaseClosedError()],
    [
      'a pool ended by the shutdown',
      failedQuery(new Error('Cannot use a pool after calling end on the pool')),
    ],
  ] as const)('is true for %s', ([, error]) => {
    expect(isDatabaseUnavailable(error)).toBe(true);
  });

  it.for([
    ['a unique violation', failedQuery(sqlError('23505'))],
    ['a syntax error', sqlError('42601')],
    ['a bug', new TypeError('x is undefined')],
    ['a non-error', 'boom'],
  ] as const)('is false for %s', ([, error]) => {
    expect(isDatabaseUnavailable(error)).toBe(false);
  });
});

describe('errorResponse for a database outage', () => {
  it('answers 503 service_unavailable with Retry-After', async () => {
    const response = await errorResponse(
      failedQuery(new Error('Query read timeout')),
      new Request('http://localhost:3000/api/v1/swaps/X'),
    );
    expect(response.status).toBe(503);
    expect(response.headers.get('retry-after')).toBe('5');
    expect(((await response.json()) as { error: { code: string } }).error.code).toBe(
      'service_unavailable',
    );
  });
});
