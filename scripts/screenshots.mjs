// Screenshots of the home page for docs/screenshots/, taken in Debian's Chromium against a
// running server: node scripts/screenshots.mjs [base URL, default http://localhost:3000]
import { chromium } from '@playwright/test';
import { chromiumLaunchOptions } from '../e2e/support/chromium.mjs';

const base = (process.argv[2] ?? 'http://localhost:3000').replace(/\/$/, '');
const browser = await chromium.launch(chromiumLaunchOptions);

const shots = [
  { name: 'home-1280', width: 1280, height: 800, firstVisit: false },
  { name: 'home-1280-first-visit', width: 1280, height: 800, firstVisit: true },
  { name: 'home-390', width: 390, height: 844, firstVisit: false },
  { name: 'home-390-first-visit', width: 390, height: 844, firstVisit: true },
];
for (const shot of shots) {
  const context = await browser.newContext({
    viewport: { width: shot.width, height: shot.height },
    deviceScaleFactor: 1,
    reducedMotion: 'reduce',
  });
  if (!shot.firstVisit) {
    await context.addCookies([
      { name: 'cookie_preferences', value: '1_false_2_false_3_false', url: base },
    ]);
  }
  const page = await context.newPage();
  await page.goto(`${base}/`, { waitUntil: 'networkidle' });
  // Scroll through once so lazily loaded images below the fold are in the full-page picture.
  await page.evaluate(async () => {
    for (let y = 0; y < document.body.scrollHeight; y += 400) {
      window.scrollTo(0, y);
      await new Promise((resolve) => setTimeout(resolve, 60));
    }
    window.scrollTo(0, 0);
  });
  await page.waitForLoadState('networkidle');
  await page.screenshot({ path: `docs/screenshots/${shot.name}.png`, fullPage: !shot.firstVisit });
  await context.close();
  process.stdout.write(`docs/screenshots/${shot.name}.png\n`);
}
await browser.close();
