import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { CLIENT_IP_HEADER } from '@/lib/api/client-ip';
import { MemoryRateLimiter, getRateLimiter } from '@/lib/api/rate-limit';
import { parseConsent } from '@/lib/consent/cookie';
import { setSingletonForTests } from '@/lib/process-singleton.mjs';
import { importWithEnv } from '../helpers/env';
import { errorOf, SITE, uniqueIp } from '../helpers/requests';

// The cookie banner posted without JavaScript: POST /apiglobal/consent stores the preference
// cookie the client code writes (lib/consent/cookie.ts) and answers 303 to the page it came from.

const PATH = '/apiglobal/consent';

function formPost(
  fields: Record<string, string> | string,
  headers: Record<string, string> = {},
): Request {
  return new Request(`${SITE}${PATH}`, {
    method: 'POST',
    headers: {
      'content-type': 'application/x-www-form-urlencoded',
      origin: SITE,
      referer: `${SITE}/de/swap?from=btc`,
      [CLIENT_IP_HEADER]: uniqueIp(),
      ...headers,
    },
    body: typeof fields === 'string' ? fields : new URLSearchParams(fields).toString(),
  });
}

/** The Set-Cookie of an answer, split into its value and its attributes. */
function cookieOf(response: Response) {
  const header = response.headers.get('set-cookie') ?? '';
  const [pair = '', ...attributes] = header.split('; ');
  const [name, value] = pair.split('=');
  return { name, value, attributes };
}

describe('POST /apiglobal/consent', () => {
  let POST: (request: Request, context: unknown) => Promise<Response>;

  beforeAll(async () => {
    ({ POST } = await importWithEnv(
      { SITE_URL: SITE },
      () => import('@/app/apiglobal/consent/route'),
    ));
  });
  beforeEach(() => setSingletonForTests(getRateLimiter, new MemoryRateLimiter()));

  it.for([
    ['all', { analytics: true, targeting: true, functional: true }],
    ['none', { analytics: false, targeting: false, functional: false }],
  ] as const)('"%s" stores the cookie and answers 303 back to the page', async ([choice, want]) => {
    const response = await POST(formPost({ choice }), undefined);
    expect(response.status).toBe(303);
    expect(response.headers.get('location')).toBe('/de/swap?from=btc#cookie-choice-saved');
    expect(response.headers.get('cache-control')).toBe('no-store');
    const cookie = cookieOf(response);
    expect(cookie.name).toBe('cookie_preferences');
    expect(parseConsent(cookie.value)).toEqual(want);
    // The attributes of consentCookieString(), as the client writes them over http.
    expect(cookie.attributes).toEqual(['Max-Age=31536000', 'Path=/', 'SameSite=Lax']);
  });

  it('"custom" stores exactly the posted switches', async () => {
    const response = await POST(
      formPost({ choice: 'custom', analytics: 'false', targeting: 'false', functional: 'true' }),
      undefined,
    );
    expect(response.status).toBe(303);
    expect(cookieOf(response).value).toBe('1_false_2_false_3_true');
  });

  it('marks the cookie Secure when the page was served over https', async () => {
    const secure = await importWithEnv(
      { SITE_URL: 'https://swaplens.example' },
      () => import('@/app/apiglobal/consent/route'),
    );
    const page = 'https://swaplens.example';
    const response = await secure.POST(
      formPost({ choice: 'all' }, { origin: page, referer: `${page}/fr/coin` }),
      undefined,
    );
    expect(response.status).toBe(303);
    expect(response.headers.get('location')).toBe('/fr/coin#cookie-choice-saved');
    expect(cookieOf(response).attributes).toContain('Secure');
  });

  it.for([
    ['another site', 'https://evil.example/x'],
    ['a path a browser reads as another host', `${SITE}//evil.example/x`],
    ['a backslash host', `${SITE}/\\evil.example`],
    ['no Referer', ''],
    ['a malformed Referer', 'not a url'],
  ] as const)('never sends the visitor off the site (%s): back to /', async ([, referer]) => {
    const response = await POST(formPost({ choice: 'none' }, { referer }), undefined);
    expect(response.status).toBe(303);
    expect(response.headers.get('location')).toBe('/#cookie-choice-saved');
  });

  it.for([
    ['an unknown answer', 'choice=maybe'],
    ['no answer', ''],
    ['a flag that is not true or false', 'choice=custom&analytics=yes'],
    ['an unknown field', 'choice=all&next=https://evil.example'],
  ] as const)('refuses %s with 400 JSON and no cookie', async ([, body]) => {
    const response = await POST(formPost(body), undefined);
    expect(response.status).toBe(400);
    expect(response.headers.get('content-type')).toMatch(/^application\/json/);
    expect(response.headers.get('set-cookie')).toBeNull();
    expect((await errorOf(response)).code).toBe('validation_failed');
  });

  it('refuses a post from another site with 403 and no cookie', async () => {
    const response = await POST(
      formPost({ choice: 'all' }, { origin: 'https://evil.example' }),
      undefined,
    );
    expect(response.status).toBe(403);
    expect(response.headers.get('set-cookie')).toBeNull();
    expect((await errorOf(response)).code).toBe('forbidden_origin');
  });

  it('refuses JSON (415) and an oversized body (413)', async () => {
    const json = await POST(
      formPost('{"choice":"all"}', { 'content-type': 'application/json' }),
      undefined,
    );
    expect(json.status).toBe(415);
    const large = await POST(formPost(`choice=all&analytics=${'x'.repeat(600)}`), undefined);
    expect(large.status).toBe(413);
  });
});
