import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { API_ERRORS, ApiError, type ApiErrorCode } from '@/lib/api/errors';
import { errorResponse } from '@/lib/api/response';

// One table decides each code's status; the answer a client gets and the documentation agree.

const codes = Object.keys(API_ERRORS) as ApiErrorCode[];

/** `| 404 | `not_found`, `unknown_locale` | ... |` rows of docs/api.md's error table. */
async function documentedStatuses(): Promise<Map<string, number>> {
  const text = await readFile(path.join(process.cwd(), 'docs', 'api.md'), 'utf8');
  const table = text.slice(
    text.indexOf('## Errors'),
    text.indexOf('\n## ', text.indexOf('## Errors') + 1),
  );
  const statuses = new Map<string, number>();
  for (const row of table.matchAll(/^\|\s*(\d{3})\s*\|([^|]*)\|/gm)) {
    for (const [, code] of (row[2] ?? '').matchAll(/`([a-z_]+)`/g)) {
      statuses.set(code ?? '', Number(row[1]));
    }
  }
  return statuses;
}

describe('the error table', () => {
  it.for(codes)('answers %s with its status and a worded message', async (code) => {
    const response = await errorResponse(
      new ApiError(code),
      new Request('http://localhost:3000/x', { headers: { 'accept-language': 'en' } }),
    );
    expect(response.status).toBe(API_ERRORS[code]);
    const { error } = (await response.json()) as { error: { code: string; message: string } };
    expect(error.code).toBe(code);
    expect(error.message).not.toBe(code);
  });

  it('is documented in docs/api.md, every code with the same status', async () => {
    const documented = await documentedStatuses();
    expect(Object.fromEntries(documented)).toEqual(API_ERRORS);
  });
});
