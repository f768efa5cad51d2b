import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { GET } from '@/app/apiglobal/locale/[code]/route';
import { locales } from '@/lib/i18n/locales';
import { errorOf, get } from '../helpers/requests';

async function messagesFile(locale: string): Promise<Record<string, unknown>> {
  const file = path.join(process.cwd(), 'messages', `${locale}.json`);
  return JSON.parse(await readFile(file, 'utf8')) as Record<string, unknown>;
}

function call(code: string, headers: Record<string, string> = {}) {
  return GET(get(`/apiglobal/locale/${encodeURIComponent(code)}`, headers), {
    params: Promise.resolve({ code }),
  });
}

describe('GET /apiglobal/locale/{code}', () => {
  it.for([...locales])('answers the %s messages, cacheable for an hour', async (code) => {
    const response = await call(code);
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('public, max-age=3600');
    expect(response.headers.get('content-language')).toBe(code);
    expect(await response.json()).toEqual(await messagesFile(code));
  });

  it('reads the code in any case: API paths are not lower-cased by a redirect', async () => {
    const response = await call('FR');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-language')).toBe('fr');
    expect(await response.json()).toEqual(await messagesFile('fr'));
  });

  it.for(['xx', 'en-US', '', '../en', 'constructor', '%zz'])(
    'answers 404 unknown_locale for %j',
    async (code) => {
      const response = await call(code);
      expect(response.status).toBe(404);
      expect(response.headers.get('cache-control')).toBe('no-store');
      const error = await errorOf(response);
      expect(error.code).toBe('unknown_locale');
      expect(error.message).toBe('Unknown language code.');
    },
  );

  it('words the 404 in the language of Accept-Language', async () => {
    const response = await call('xx', { 'accept-language': 'fr-CH, fr;q=0.9, en;q=0.8' });
    expect(response.status).toBe(404);
    expect(response.headers.get('content-language')).toBe('fr');
    expect(response.headers.get('vary')).toContain('Accept-Language');
    const french = (await messagesFile('fr')) as { Api: { errors: { unknown_locale: string } } };
    const error = await errorOf(response);
    expect(error).toEqual({ code: 'unknown_locale', message: french.Api.errors.unknown_locale });
    expect(error.message).not.toBe('Unknown language code.');
  });
});
