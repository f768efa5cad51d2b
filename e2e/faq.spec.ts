import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { MAIN } from './support/ports';

// /faq in Chromium against the production build: the search filters as you type, an answer's
// link opens it, the FAQPage data says what the page shows, and everything is readable without
// JavaScript.

const QUESTIONS = 41;

// A returning visitor: the cookie banner would otherwise cover the end of the page.
test.beforeEach(async ({ context }) => {
  await context.addCookies([
    { name: 'cookie_preferences', value: '1_false_2_false_3_false', url: MAIN },
  ]);
});

const questions = (page: Page) => page.locator('details[data-faq-question]');
const shown = (page: Page) => page.locator('details[data-faq-question]:not([hidden])');
const question = (page: Page, id: string) => page.locator(`details[id="${id}"]`);
const searchCount = (page: Page) => page.getByRole('search').getByRole('status');

async function expectNoAxeViolations(page: Page) {
  const results = await new AxeBuilder({ page }).analyze();
  expect(
    results.violations.map(
      (v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`,
    ),
  ).toEqual([]);
}

test('filters the questions as you type and says how many match', async ({ page }) => {
  await page.goto('/faq');
  await expect(
    page.getByRole('heading', { level: 1, name: 'Frequently asked questions' }),
  ).toBeVisible();
  await expect(page).toHaveTitle(/Frequently asked questions/);
  await expect(questions(page)).toHaveCount(QUESTIONS);

  const search = page.getByRole('searchbox', { name: 'Search the questions' });
  await search.fill('destination tag');
  await expect(searchCount(page)).toHaveText(/^\d+ questions? match(es)? your search\.$/);
  const matching = await shown(page).count();
  expect(matching).toBeGreaterThan(0);
  expect(matching).toBeLessThan(QUESTIONS);
  await expect(question(page, 'what-is-a-memo')).toBeVisible();
  await expect(question(page, 'our-fee')).toBeHidden();
  // A topic without a match disappears with its heading.
  await expect(page.getByRole('heading', { level: 2, name: 'Business', exact: true })).toBeHidden();
  await expect(
    page.getByRole('heading', { level: 2, name: 'Memo and destination tag' }),
  ).toBeVisible();

  await search.fill('zzqx');
  await expect(searchCount(page)).toHaveText('No question matches your search.');
  await expect(shown(page)).toHaveCount(0);
  await page.getByRole('button', { name: 'Show all questions' }).click();
  await expect(shown(page)).toHaveCount(QUESTIONS);
  await expect(search).toHaveValue('');

  await search.fill('Sandbox Swift refund');
  await expectNoAxeViolations(page);
});

test('finds questions without accents in another language', async ({ page }) => {
  await page.goto('/es/faq');
  await page.getByRole('searchbox', { name: 'Buscar en las preguntas' }).fill('comision');
  await expect(question(page, 'our-fee')).toBeVisible();
  await expect(question(page, 'what-is-a-memo')).toBeHidden();
});

test('opens the answer an address names, on arrival and when the hash changes', async ({
  page,
}) => {
  await page.goto('/faq#fixed-vs-floating');
  const fixed = question(page, 'fixed-vs-floating');
  await expect(fixed).toHaveAttribute('open', '');
  await expect(fixed.getByText(/A fixed rate locks the amount you receive/)).toBeVisible();
  await expect(fixed).toBeInViewport();

  // A link to an answer the search hides clears the search.
  await page.getByRole('searchbox', { name: 'Search the questions' }).fill('memo');
  await expect(question(page, 'custody')).toBeHidden();
  await page.evaluate(() => {
    window.location.hash = '#custody';
  });
  const custody = question(page, 'custody');
  await expect(custody).toBeVisible();
  await expect(custody).toHaveAttribute('open', '');
  await expect(custody).toBeInViewport();
  await expect(page.getByRole('searchbox', { name: 'Search the questions' })).toHaveValue('');
  await expectNoAxeViolations(page);
  // The jump loaded nothing, so no loading bar waits for a navigation that never comes (it would
  // have appeared by now, after its 200 ms throttle).
  await expect(page.locator('#nprogress')).toHaveCount(0);
});

test('copies the link of an answer', async ({ page, context }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: MAIN });
  await page.goto('/faq');
  const answer = question(page, 'our-fee');
  await answer.locator('summary').click();
  await answer.getByRole('link', { name: 'Copy link' }).click();
  await expect(answer.getByRole('status')).toHaveText('Link copied');
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(`${MAIN}/faq#our-fee`);
  await expect(page).toHaveURL(/\/faq#our-fee$/);
});

for (const path of ['/faq', '/de/faq', '/ja/faq']) {
  test(`${path}: the FAQPage data asks and answers what the page shows`, async ({ page }) => {
    await page.goto(path);
    const data = JSON.parse(
      (await page.locator('script[type="application/ld+json"]').textContent()) ?? '',
    ) as {
      '@type': string;
      mainEntity: Array<{ '@type': string; name: string; acceptedAnswer: { text: string } }>;
    };
    expect(data['@type']).toBe('FAQPage');
    const visible = await questions(page).evaluateAll((all) =>
      all.map((details) => ({
        question: details.querySelector('summary')?.textContent ?? '',
        answer: details.querySelector('[data-faq-answer]')?.textContent ?? '',
      })),
    );
    expect(visible).toHaveLength(QUESTIONS);
    // List items sit side by side in the text; only the spacing between them may differ.
    const squash = (text: string) => text.replace(/\s+/g, '');
    expect(data.mainEntity.map((entry) => entry.name)).toEqual(visible.map((v) => v.question));
    expect(data.mainEntity.map((entry) => squash(entry.acceptedAnswer.text))).toEqual(
      visible.map((v) => squash(v.answer)),
    );
    for (const entry of data.mainEntity) {
      expect(entry['@type']).toBe('Question');
      expect(entry.acceptedAnswer.text).not.toMatch(/[<>{}]/);
    }
  });
}

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('every question is in the page, answers open natively, and no dead search is shown', async ({
    page,
  }) => {
    await page.goto('/faq#on-hold');
    await expect(questions(page)).toHaveCount(QUESTIONS);
    await expect(shown(page)).toHaveCount(QUESTIONS);
    await expect(page.getByRole('searchbox')).toBeHidden();
    // The browser scrolls to the anchor; the visitor opens it.
    await expect(question(page, 'on-hold').locator('summary')).toBeInViewport();
    const answer = question(page, 'where-refunds-go');
    await answer.locator('summary').click();
    await expect(answer.getByText(/To the refund address you gave/)).toBeVisible();
    await expect(answer.getByRole('link', { name: 'Copy link' })).toHaveAttribute(
      'href',
      '#where-refunds-go',
    );
  });
});
