import { expect, test, type APIRequestContext } from '@playwright/test';
import { visitorIp } from './support/http';
import { MAIN } from './support/ports';

const origin = MAIN;

function subscribe(
  request: APIRequestContext,
  body: unknown,
  { ip = visitorIp(), headers = {} as Record<string, string> } = {},
) {
  return request.post('/apiglobal/contact/subscribe', {
    headers: { origin, 'content-type': 'application/json', 'x-forwarded-for': ip, ...headers },
    data: typeof body === 'string' ? body : JSON.stringify(body),
  });
}

const email = () => `e2e-${Date.now()}-${Math.random().toString(36).slice(2)}@example.com`;

test.describe('GET /apiglobal/global', () => {
  test('answers popular coins, popular pairs and social links', async ({ request }) => {
    const response = await request.get('/apiglobal/global');
    expect(response.status()).toBe(200);
    expect(response.headers()['cache-control']).toContain('max-age=');
    const body = await response.json();
    expect(body.popularCrypto.length).toBeGreaterThan(5);
    expect(body.popularCrypto[0]).toEqual({ coinInfo: { name: 'Bitcoin', code: 'BTC' } });
    expect(body.popularPairs[0].pairInfo).toEqual({
      from: { code: expect.any(String) },
      to: { code: expect.any(String) },
    });
    for (const social of body.socialMedias) {
      expect(social.link).toMatch(/^https:\/\//);
      expect((await request.get(social.logo)).status()).toBe(200);
    }
  });
});

test.describe('GET /apiglobal/locale/{code}', () => {
  test('answers the messages of a locale', async ({ request }) => {
    const response = await request.get('/apiglobal/locale/fr');
    expect(response.status()).toBe(200);
    const messages = await response.json();
    expect(messages['404'].button).toBe('Aller à la page d’accueil');
  });

  test('answers 404 in the one error shape, in the caller language', async ({ request }) => {
    const response = await request.get('/apiglobal/locale/xx', {
      headers: { 'accept-language': 'de' },
    });
    expect(response.status()).toBe(404);
    const body = await response.json();
    expect(body.error.code).toBe('unknown_locale');
    expect(response.headers()['content-language']).toBe('de');
  });
});

test.describe('POST /apiglobal/contact/subscribe', () => {
  test('stores a subscription once and answers the same way twice', async ({ request }) => {
    const address = email();
    const first = await subscribe(request, { email: address, googleReCaptchaToken: 'pass' });
    expect(first.status()).toBe(200);
    const again = await subscribe(request, { email: address, googleReCaptchaToken: 'pass' });
    expect(again.status()).toBe(200);
    expect(await again.json()).toEqual(await first.json());
    expect((await first.json()).status).toBe('subscribed');
  });

  test('answers in the language of Accept-Language', async ({ request }) => {
    const response = await subscribe(
      request,
      { email: 'not an email', googleReCaptchaToken: 'pass' },
      { headers: { 'accept-language': 'fr-FR,fr;q=0.9' } },
    );
    expect(response.status()).toBe(400);
    const body = await response.json();
    expect(body.error.code).toBe('invalid_email');
    expect(body.error.message).not.toBe('Please use a valid email address.');
    expect(response.headers()['content-language']).toBe('fr');
  });

  for (const bad of ['', 'a b@example.com', 'no-at-sign', `${'x'.repeat(250)}@example.com`]) {
    test(`refuses the address ${JSON.stringify(bad.slice(0, 20))}`, async ({ request }) => {
      const response = await subscribe(request, { email: bad, googleReCaptchaToken: 'pass' });
      expect(response.status()).toBe(400);
      expect((await response.json()).error.code).toBe('invalid_email');
    });
  }

  test('refuses malformed JSON, other content types and other origins', async ({ request }) => {
    expect((await subscribe(request, '{"email":')).status()).toBe(400);
    const form = await subscribe(request, 'email=a@b.co', {
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(form.status()).toBe(415);
    const foreign = await subscribe(
      request,
      { email: email(), googleReCaptchaToken: 'pass' },
      { headers: { origin: 'https://evil.example' } },
    );
    expect(foreign.status()).toBe(403);
    expect((await foreign.json()).error.code).toBe('forbidden_origin');
  });

  for (const [token, status, code] of [
    ['low-score', 403, 'captcha_failed'],
    ['wrong-action', 403, 'captcha_failed'],
    ['wrong-host', 403, 'captcha_failed'],
    ['invalid', 403, 'captcha_failed'],
    ['slow', 503, 'captcha_unavailable'],
  ] as const) {
    test(`a "${token}" bot check answers ${status}`, async ({ request }) => {
      const response = await subscribe(request, { email: email(), googleReCaptchaToken: token });
      expect(response.status()).toBe(status);
      expect((await response.json()).error.code).toBe(code);
    });
  }

  test('requires the bot-check token when a secret is configured', async ({ request }) => {
    const response = await subscribe(request, { email: email() });
    expect(response.status()).toBe(400);
    expect((await response.json()).error.code).toBe('captcha_required');
  });

  test('limits each visitor to five attempts in ten minutes', async ({ request }) => {
    const ip = visitorIp();
    for (let i = 0; i < 5; i++) {
      const ok = await subscribe(request, { email: email(), googleReCaptchaToken: 'pass' }, { ip });
      expect(ok.status()).toBe(200);
    }
    const limited = await subscribe(
      request,
      { email: email(), googleReCaptchaToken: 'pass' },
      { ip },
    );
    expect(limited.status()).toBe(429);
    expect(Number(limited.headers()['retry-after'])).toBeGreaterThan(0);
    expect((await limited.json()).error.code).toBe('rate_limited');
    const other = await subscribe(request, { email: email(), googleReCaptchaToken: 'pass' });
    expect(other.status()).toBe(200);
  });
});

test.describe('health', () => {
  test('live and ready answer 200 and are never cached', async ({ request }) => {
    for (const path of ['/api/health/live', '/api/health/ready']) {
      const response = await request.get(path);
      expect(response.status(), path).toBe(200);
      expect((await response.json()).status).toBe('ok');
      expect(response.headers()['cache-control']).toContain('no-store');
    }
  });
});
