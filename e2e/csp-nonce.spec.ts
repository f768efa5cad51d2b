import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { expect, test, type Page, type Response } from '@playwright/test';

// The CSP nonce design (docs/decisions/0001-csp-nonce.md), in Chromium against the e2e build:
// only tags Next emitted run, a page rendered on demand and cached gets each visitor's nonce,
// and the build's placeholder never reaches a browser. The fixture page
// (app/(e2e)/[locale]/e2e-fixtures/raw-html/[slug]) exists only in `npm run test:build`.

const placeholder = (): string =>
  (
    JSON.parse(readFileSync('.next/server/csp-nonce-placeholder.json', 'utf8')) as {
      placeholder: string;
    }
  ).placeholder;

const fixture = () =>
  `/e2e-fixtures/raw-html/p${Date.now().toString(36)}${test.info().repeatEachIndex}`;

function nonceOf(response: Response): string {
  const policy = response.headers()['content-security-policy'] ?? '';
  return /'nonce-([^']+)'/.exec(policy)?.[1] ?? '';
}

interface Violation {
  directive: string;
  blocked: string;
}

/** Collects the page's securitypolicyviolation events from before its first script. */
async function watchViolations(page: Page): Promise<() => Promise<Violation[]>> {
  await page.addInitScript(() => {
    const list: Violation[] = [];
    (window as unknown as { __violations: Violation[] }).__violations = list;
    document.addEventListener('securitypolicyviolation', (event) =>
      list.push({ directive: event.effectiveDirective, blocked: event.blockedURI }),
    );
  });
  return () =>
    page.evaluate(() => (window as unknown as { __violations: Violation[] }).__violations);
}

test('markup injected into a page does not run, the page still hydrates, and the CSP reports it', async ({
  page,
}) => {
  const violations = await watchViolations(page);
  const reported = page.waitForRequest(
    (request) => request.url().endsWith('/api/csp-report') && request.method() === 'POST',
  );
  await page.goto(fixture());
  await expect(page.getByTestId('hydration-probe')).toHaveText('hydrated');
  const pwned = await page.evaluate(() => {
    const w = window as unknown as Record<string, unknown>;
    return [w.__pwned, w.__pwned2, w.__pwned3];
  });
  expect(pwned).toEqual([undefined, undefined, undefined]);
  // The injected nonce="guess" was stripped on the way out.
  await expect(page.locator('[data-testid="raw-html"] script[nonce]')).toHaveCount(0);

  const expected = [
    { directive: 'script-src-elem', blocked: 'inline' },
    { directive: 'script-src-elem', blocked: 'inline' },
    { directive: 'script-src-attr', blocked: 'inline' },
  ];
  await expect.poll(violations).toHaveLength(3);
  expect(await violations()).toEqual(expect.arrayContaining(expected));

  const report = await reported;
  expect(report.headers()['content-type']).toBe('application/csp-report');
  expect((await report.response())?.status()).toBe(204);
});

test('two consecutive responses of an on-demand page carry different, working nonces', async ({
  page,
}) => {
  const violations = await watchViolations(page);
  const url = fixture();
  const answers: Array<{ nonce: string; cache: string | undefined; renderedAt: string }> = [];
  for (let visit = 0; visit < 2; visit += 1) {
    const response = (await page.goto(url))!;
    expect(response.status()).toBe(200);
    // The scripts of both the rendered and the cached copy run: React hydrates the island.
    await expect(page.getByTestId('hydration-probe')).toHaveText('hydrated');
    const html = await response.text();
    const nonce = nonceOf(response);
    expect(nonce).toMatch(/^[0-9]{40}$/);
    expect(html).not.toContain(placeholder());
    const tags = html.match(/<script\b[^>]*>/g) ?? [];
    // Every script carries this response's nonce, except the two injected ones.
    expect(tags.filter((tag) => tag.includes(`nonce="${nonce}"`)).length).toBe(tags.length - 2);
    expect(await violations()).toHaveLength(3); // the injected markup, nothing of ours
    answers.push({
      nonce,
      cache: response.headers()['x-nextjs-cache'],
      renderedAt: await page.getByTestId('rendered-at').innerText(),
    });
  }
  const [first, second] = answers;
  expect(first!.cache).toBe('MISS'); // rendered now, with the placeholder
  expect(second!.cache).toBe('HIT'); // the same render, from Next's cache
  expect(second!.renderedAt).toBe(first!.renderedAt);
  expect(second!.nonce).not.toBe(first!.nonce);
});

test('the placeholder nonce reaches no browser: not in files, pages, RSC payloads or headers', async ({
  page,
}) => {
  const secret = placeholder();
  const files = (dir: string): string[] =>
    readdirSync(dir).flatMap((name) => {
      const full = path.join(dir, name);
      return statSync(full).isDirectory() ? files(full) : [full];
    });
  const served = files('.next/static');
  expect(served.length).toBeGreaterThan(10);
  expect(served.filter((file) => readFileSync(file, 'utf8').includes(secret))).toEqual([]);

  // Pages, their prefetches and client navigations (text/x-component), redirects.
  const seen: string[] = [];
  let payloads = 0;
  page.on('response', async (response) => {
    const headers = response.headers();
    if (headers['content-type']?.startsWith('text/x-component')) payloads += 1;
    const body = response.request().method() === 'GET' ? await response.text().catch(() => '') : '';
    seen.push(JSON.stringify(headers) + body);
  });
  await page.goto('/Swap?swap=ABC'); // a 308 to a dynamic page
  await page.goto(fixture());
  await page.goto('/transaction-status');
  // A client-side navigation fetches the next page as an RSC payload.
  await page.getByRole('banner').getByRole('link', { name: 'Swaplens home' }).click();
  await expect(page).toHaveURL(/\/$/);
  await page.waitForLoadState('networkidle');
  expect(payloads).toBeGreaterThan(0);
  expect(seen.length).toBeGreaterThan(20);
  expect(seen.filter((text) => text.includes(secret))).toEqual([]);
});
