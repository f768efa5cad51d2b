import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { getRaw } from './support/http';
import { MAIN } from './support/ports';

// The widget builder on /for-partners#widgets against the production build: the default snippet
// in the server's HTML (no JavaScript), the builder loading as the section nears, an option
// reaching the preview's src after the debounce and the snippets at once, copy with its "Copied",
// the keyboard through a popover, no serious accessibility problem and no sideways scrolling at
// 360 and 1440 px in three languages. The preview's content is the widget's own (/v2/widget,
// /widget): only its src is checked here, and axe skips the frame.

test.beforeEach(async ({ context }) => {
  await context.addCookies([
    { name: 'cookie_preferences', value: '1_false_2_false_3_false', url: MAIN },
  ]);
});

async function openBuilder(page: Page, path = '/for-partners') {
  await page.goto(`${path}#widgets`);
  const island = page.locator('#widgets [data-loaded]');
  await expect(island).toHaveCount(1);
  return island;
}

test('without JavaScript the section carries the default widget and both snippets', async () => {
  const response = await getRaw('/for-partners');
  expect(response.status()).toBe(200);
  const body = await response.text();
  expect(body).toContain(
    'data-swap-widget=&quot;v2&quot; data-query=&quot;from=btc&amp;amp;to=eth&quot;',
  );
  expect(body).toContain(`${MAIN}/embed.js`);
  expect(body).toMatch(/<iframe[^>]+src="\/v2\/widget\?from=btc&amp;to=eth"/);
});

test('an option reaches the snippets and, after the pause, the preview; Copy says Copied', async ({
  page,
  context,
}) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: MAIN });
  const island = await openBuilder(page);
  const preview = island.getByTestId('widget-preview');
  await expect(preview).toHaveAttribute('src', '/v2/widget?from=btc&to=eth');

  await island.getByRole('textbox', { name: /Primary colour/ }).fill('#0a7');
  await expect(island.getByTestId('snippet-script')).toContainText('primary=%2300aa77');
  await expect(preview).toHaveAttribute('src', '/v2/widget?from=btc&to=eth&primary=%2300aa77');
  await island.getByRole('radio', { name: 'Compact (v1)' }).check();
  await expect(preview).toHaveAttribute('src', '/widget?from=btc&to=eth&primary=%2300aa77');

  const block = island
    .locator('div', { has: page.getByRole('heading', { name: /plain iframe/ }) })
    .last();
  await block.getByRole('button', { name: 'Copy' }).click();
  await expect(block.getByRole('status')).toHaveText('Copied');
  const copied = await page.evaluate(() => navigator.clipboard.readText());
  expect(copied).toContain(`src="${MAIN}/widget?from=btc&amp;to=eth&amp;primary=%2300aa77"`);
});

test('a popover opens from the keyboard and Escape returns focus to its button', async ({
  page,
}) => {
  const island = await openBuilder(page);
  const about = island.getByRole('button', { name: 'About: Rate type' });
  await about.focus();
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: 'Rate type' });
  await expect(dialog).toBeVisible();
  await expect(dialog).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(about).toBeFocused();
});

for (const path of ['/for-partners', '/de/for-partners', '/ja/for-partners']) {
  for (const width of [360, 1440]) {
    test(`${path} at ${width} px: the builder is axe-clean and nothing scrolls sideways`, async ({
      page,
    }) => {
      await page.setViewportSize({ width, height: 900 });
      const island = await openBuilder(page, path);
      // An invalid value and its tags, so the error state is checked too.
      await island.locator('input[inputmode="decimal"]').fill('1e5');
      if (process.env.WB_SHOTS) {
        await page.locator('#widgets').screenshot({
          path: `${process.env.WB_SHOTS}/builder${path.replaceAll('/', '-')}-${width}.png`,
        });
      }
      const results = await new AxeBuilder({ page })
        .include('#widgets')
        .exclude('iframe')
        .analyze();
      const serious = results.violations.filter((v) =>
        ['serious', 'critical'].includes(v.impact ?? ''),
      );
      expect(serious.map((v) => `${v.id}: ${v.nodes.map((n) => n.target).join(', ')}`)).toEqual([]);
      const sideways = await page.evaluate(
        () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
      );
      expect(sideways).toBe(0);
    });
  }
}
