import { createServer, type Server } from 'node:http';
import { expect, test } from '@playwright/test';
import { MAIN, PORTS } from './support/ports';

// The builder's snippet, as a partner copies it from /for-partners#widgets and pastes it into a
// blank page of its own site (issue 25, "Done when"): the page on another origin shows the
// widget the builder configured, for the host-script snippet and the bare iframe alike.

const HOST_PORT = PORTS.main + 80;
let server: Server;
let pasted = '';

test.beforeAll(async () => {
  server = createServer((_request, response) => {
    response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
    response.end(
      `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Blank</title></head><body>${pasted}</body></html>`,
    );
  });
  await new Promise<void>((resolve) => server.listen(HOST_PORT, '127.0.0.1', resolve));
});

test.afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

test.beforeEach(async ({ context }) => {
  await context.addCookies([
    { name: 'cookie_preferences', value: '1_false_2_false_3_false', url: MAIN },
  ]);
});

for (const form of ['script', 'iframe'] as const) {
  test(`the ${form} snippet, pasted into a blank page, shows the configured widget`, async ({
    page,
  }) => {
    await page.goto('/for-partners#widgets');
    const island = page.locator('#widgets [data-loaded]');
    await expect(island).toHaveCount(1);
    await island.getByRole('radio', { name: 'Compact (v1)' }).check();
    await island.getByRole('textbox', { name: /Amount/ }).fill('0.25');
    const snippet = island.getByTestId(`snippet-${form}`);
    await expect(snippet).toContainText('amount=0.25');
    pasted = (await snippet.textContent()) ?? '';
    expect(pasted).toContain(MAIN);

    await page.goto(`http://127.0.0.1:${HOST_PORT}/`);
    const frame = page.frameLocator('iframe');
    await expect(frame.getByTestId('compact-widget')).toBeVisible({ timeout: 20_000 });
    // The configured amount, and the best offer for it (sandbox: simulated, as on the site).
    await expect(frame.getByRole('textbox', { name: /You send/ })).toHaveValue('0.25');
    await expect(frame.getByTestId('compact-status')).toContainText('Best offer from', {
      timeout: 20_000,
    });
  });
}
