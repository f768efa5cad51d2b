import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '@/lib/api/errors';
import { errorResponse } from '@/lib/api/response';
import type * as Messages from '@/lib/i18n/messages';
import { importWithEnv } from '../../helpers/env';

const request = (headers: Record<string, string> = {}) =>
  new Request('http://localhost:3000/apiglobal/x', { headers });

async function apiMessages(locale: string) {
  const file = path.join(process.cwd(), 'messages', `${locale}.json`);
  return (JSON.parse(await readFile(file, 'utf8')) as { Api: { errors: Record<string, string> } })
    .Api;
}

afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllEnvs();
  vi.doUnmock('@/lib/i18n/messages');
});

describe('errorResponse', () => {
  it('answers the one error shape with no-store and the language headers', async () => {
    const response = await errorResponse(new ApiError('not_found'), request());
    expect(response.status).toBe(404);
    expect(response.headers.get('content-type')).toMatch(/^application\/json/);
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(response.headers.get('content-language')).toBe('en');
    expect(response.headers.get('vary')).toBe('Accept-Language');
    expect(await response.json()).toEqual({ error: { code: 'not_found', message: 'Not found.' } });
  });

  it('words the message in the best language of Accept-Language', async () => {
    const response = await errorResponse(
      new ApiError('invalid_email', { fields: { email: 'invalid_email' } }),
      request({ 'accept-language': 'xx, ja;q=0.8, en;q=0.5' }),
    );
    expect(response.headers.get('content-language')).toBe('ja');
    expect(await response.json()).toEqual({
      error: {
        code: 'invalid_email',
        message: (await apiMessages('ja')).errors.invalid_email,
        fields: { email: 'invalid_email' },
      },
    });
  });

  it('sends Retry-After and puts the seconds in the message', async () => {
    const response = await errorResponse(
      new ApiError('rate_limited', { retryAfter: 42.2 }),
      request(),
    );
    expect(response.headers.get('retry-after')).toBe('43');
    const { error } = (await response.json()) as { error: { message: string } };
    expect(error.message).toBe('Too many requests. Please try again in 43 seconds.');
  });

  it('turns an unexpected error into 500 internal_error and logs it with the request id', async () => {
    const { errorResponse: fresh } = await importWithEnv(
      { LOG_LEVEL: 'error', NODE_ENV: 'production' },
      () => import('@/lib/api/response'),
    );
    const lines: string[] = [];
    vi.spyOn(process.stderr, 'write').mockImplementation((chunk) => {
      lines.push(String(chunk));
      return true;
    });
    const response = await fresh(
      new Error('secret connection string'),
      request({ 'x-request-id': 'req-1' }),
    );
    expect(response.status).toBe(500);
    const body = (await response.json()) as { error: { code: string; message: string } };
    expect(body.error.code).toBe('internal_error');
    expect(body.error.message).not.toContain('secret');
    const logged = lines.map((line) => JSON.parse(line) as Record<string, unknown>);
    expect(logged).toContainEqual(
      expect.objectContaining({ level: 'error', requestId: 'req-1', path: '/apiglobal/x' }),
    );
  });

  it('answers a full database read queue 503 with Retry-After: 1, without logging each one', async () => {
    const { errorResponse: fresh } = await importWithEnv(
      { LOG_LEVEL: 'warn', NODE_ENV: 'production' },
      () => import('@/lib/api/response'),
    );
    const { DatabaseBusyError } = await import('@/lib/db/gate');
    const write = vi.spyOn(process.stderr, 'write').mockImplementation(() => true);
    const response = await fresh(new DatabaseBusyError('queue_full'), request());
    expect(response.status).toBe(503);
    expect(response.headers.get('retry-after')).toBe('1');
    expect(((await response.json()) as { error: { code: string } }).error.code).toBe(
      'service_unavailable',
    );
    expect(write).not.toHaveBeenCalled();
  });

  it('answers in English when the requested language fails to load', async () => {
    vi.doMock('@/lib/i18n/messages', async (importOriginal) => {
      const original = await importOriginal<typeof Messages>();
      return {
        loadMessages: (locale: 'en' | 'fr') =>
          locale === 'fr' ? Promise.reject(new Error('missing')) : original.loadMessages(locale),
      };
    });
    const { errorResponse: fresh } = await importWithEnv({}, () => import('@/lib/api/response'));
    const { ApiError: FreshApiError } = await import('@/lib/api/errors');
    const response = await fresh(
      new FreshApiError('invalid_json'),
      request({ 'accept-language': 'fr' }),
    );
    expect(response.status).toBe(400);
    expect(response.headers.get('content-language')).toBe('en');
    expect(await response.json()).toEqual({
      error: { code: 'invalid_json', message: 'The request body is not valid JSON.' },
    });
  });
});
