import { expect, test, type Page } from '@playwright/test';
import { getRaw } from './support/http';

// The embed shell (app/(embed)/[locale]/layout.tsx) and per-page response policies
// (lib/pages/response-policies.ts), in Chromium against the e2e build. Until the widgets exist
// its proof is an e2e-only fixture (app/(embed)/[locale]/e2e-fixtures/embed-shell), whose
// policy lets the site itself frame it.

const FIXTURE = '/fr/e2e-fixtures/embed-shell';

function frameAncestors(csp: string | undefined): string | undefined {
  return /(?:^|;\s*)frame-ancestors ([^;]+)/.exec(csp ?? '')?.[1];
}

/** Frames `src` from a page of the site; resolves with what the frame could show. */
async function frame(page: Page, src: string): Promise<string | null> {
  return page.evaluate(
    (url) =>
      new Promise<string | null>((resolve) => {
        const iframe = document.createElement('iframe');
        iframe.src = url;
        iframe.addEventListener('load', () => {
          // A refused frame loads an error page of another origin: its document is out of reach.
          let text: string | null = null;
          try {
            text = iframe.contentDocument?.querySelector('[data-testid="embed-probe"]')
              ? 'embed-probe'
              : (iframe.contentDocument?.body?.innerText ?? null);
          } catch {
            text = null;
          }
          resolve(text);
        });
        document.body.append(iframe);
      }),
    src,
  );
}

test('the embed shell renders its page without the site shell, hydrated and translated', async ({
  page,
}) => {
  const violations: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) violations.push(message.text());
  });
  const response = (await page.goto(FIXTURE))!;
  expect(response.status()).toBe(200);
  await expect(page.getByTestId('embed-state')).toHaveText('hydrated');
  await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
  await expect(page.getByTestId('embed-probe')).toHaveAttribute('data-locale', 'fr');
  await expect(page.getByRole('button', { name: 'Réessayer' })).toBeVisible();
  await expect(page.locator('header, footer, .skip-link')).toHaveCount(0);
  await expect(page.getByRole('dialog')).toHaveCount(0);
  // The partner's theme as CSS variables over the site's tokens.
  const scope = page.locator('[data-embed-theme]');
  expect(
    await scope.evaluate((el) => getComputedStyle(el).getPropertyValue('--color-primary')),
  ).toBe('#0a7f5a');
  expect(await scope.evaluate((el) => getComputedStyle(el).getPropertyValue('--space-3'))).toBe(
    '16px',
  );
  // Every script of the page carries the response's nonce.
  const nonce = /'nonce-([^']+)'/.exec(response.headers()['content-security-policy'] ?? '')?.[1];
  const html = await response.text();
  const tags = html.match(/<script\b[^>]*>/g) ?? [];
  expect(tags.length).toBeGreaterThan(0);
  for (const tag of tags) expect(tag).toContain(`nonce="${nonce}"`);
  expect(html).toContain('id="consent-mode-default"');
  expect(violations).toEqual([]);
});

test("a page's response policy decides who frames it", async ({ page }) => {
  const embed = await getRaw(FIXTURE);
  expect(frameAncestors(embed.headers()['content-security-policy'])).toBe("'self'");
  expect(embed.headers()['x-frame-options']).toBe('SAMEORIGIN');
  expect(embed.headers()['cross-origin-opener-policy']).toBe('same-origin');
  // A path below it is not the fixture, and keeps the shell's policy.
  const below = await getRaw(`${FIXTURE}/x`);
  expect(frameAncestors(below.headers()['content-security-policy'])).toBe("'none'");
  expect(below.headers()['x-frame-options']).toBe('DENY');

  await page.goto('/fr/faq');
  expect(await frame(page, FIXTURE)).toBe('embed-probe');
  // A page of the site's shell is refused in a frame, even on the site itself.
  expect(await frame(page, '/fr/contact')).toBeNull();
});
