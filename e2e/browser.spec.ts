import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';

// A real visit in Chromium, at desktop and (project "mobile") phone size.
test.beforeEach(async ({ page }) => {
  await page.addInitScript(() => {
    const violations: string[] = [];
    Object.assign(window, { __cspViolations: violations });
    document.addEventListener('securitypolicyviolation', (event) =>
      violations.push(`${event.violatedDirective} ${event.blockedURI}`),
    );
  });
});

for (const path of ['/', '/fr', '/ko', '/maintenance']) {
  test(`${path} renders, hydrates within the CSP and passes axe`, async ({ page }) => {
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    page.on('console', (message) => message.type() === 'error' && errors.push(message.text()));

    const response = await page.goto(path, { waitUntil: 'networkidle' });
    expect(response?.status()).toBe(200);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    // Next's client runtime starts only if its nonce-carrying scripts were allowed to run.
    await expect
      .poll(() => page.evaluate(() => typeof (window as { next?: unknown }).next))
      .toBe('object');
    expect(
      await page.evaluate(
        () => (window as unknown as { __cspViolations: string[] }).__cspViolations,
      ),
    ).toEqual([]);
    expect(errors).toEqual([]);

    const results = await new AxeBuilder({ page }).analyze();
    const serious = results.violations.filter(
      (v) => v.impact === 'serious' || v.impact === 'critical',
    );
    expect(serious.map((v) => `${v.id}: ${v.help}`)).toEqual([]);
  });
}

test('the skip link is the first stop for the keyboard and moves focus to the content', async ({
  page,
}) => {
  await page.goto('/');
  await page.keyboard.press('Tab');
  const skip = page.getByRole('link', { name: 'Skip to content' });
  await expect(skip).toBeFocused();
  await page.keyboard.press('Enter');
  expect(new URL(page.url()).hash).toBe('#main');
});

// A phone zooms the whole page out when anything widens the document past the screen: every
// element then moves (a layout shift of about 0.45 was measured on short pages). The footer's
// logo strip clips its looping copy, but the copy's off-screen "opens in a new tab" texts are
// absolutely positioned; they escaped the clip in the frames before the animation's transform
// applied, most of all on a slow phone. The strip is held still here to show those frames.
for (const path of ['/no-such-page', '/ja']) {
  test(`${path} never grows wider than the screen, even before the logo strip moves`, async ({
    page,
  }) => {
    await page.goto(path, { waitUntil: 'networkidle' });
    await expect(page.locator('[data-looping]')).toHaveCount(1);
    await page.addStyleTag({ content: '[data-looping] { animation: none !important; }' });
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - window.innerWidth,
    );
    expect(overflow).toBeLessThanOrEqual(0);
  });
}
