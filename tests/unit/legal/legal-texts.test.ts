import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { Element, Root, RootContent } from 'hast';
import { describe, expect, it } from 'vitest';
import { splitFrontMatter } from '@/lib/content/front-matter';
import { loadLegalText } from '@/lib/legal/content';
import { LEGAL_DOCUMENTS } from '@/lib/legal/documents';
import { locales } from '@/lib/i18n/locales';
import { routes } from '@/lib/routing/routes';

// The five legal texts: every locale has its file, with its own title and summary; English has
// the binding body and its date; each body renders and links only to pages the site has.

const file = (slug: string, locale: string) =>
  path.join(process.cwd(), 'content', 'legal', slug, `${locale}.md`);

function elements(tree: Root | Element): Element[] {
  return tree.children.flatMap((child: RootContent) =>
    child.type === 'element' ? [child, ...elements(child)] : [],
  );
}

/** Every page path a route builder gives without arguments ("/contact", "/privacy-policy" ...). */
const sitePaths = new Set(
  Object.values(routes).flatMap((build) => {
    try {
      return [(build as () => string)()];
    } catch {
      return [];
    }
  }),
);
/** Ids the shell already uses on every page. */
const SHELL_IDS = ['main', 'toc-title', 'legal-title', 'legal-operator'];

describe.each(LEGAL_DOCUMENTS)('$slug', ({ slug }) => {
  const english = splitFrontMatter(readFileSync(file(slug, 'en'), 'utf8'), slug);

  it('exists in every locale, each with its own title and summary and the English body', () => {
    const englishMeta = english.data as { title: string; summary: string };
    for (const locale of locales.filter((code) => code !== 'en')) {
      expect(existsSync(file(slug, locale)), `${slug}/${locale}.md`).toBe(true);
      const { data, body } = splitFrontMatter(readFileSync(file(slug, locale), 'utf8'), slug);
      const meta = data as { title: string; summary: string; bodyLocale?: string };
      expect(meta.summary, `${locale} summary`).not.toBe(englishMeta.summary);
      expect(meta.title, `${locale} title`).not.toBe(englishMeta.title);
      if (body.trim() === '') expect(meta.bodyLocale, locale).toBe('en');
    }
  });

  it('renders with a date, sections and only links to pages the site has', async () => {
    const text = await loadLegalText(slug, 'en');
    expect(text.updated).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(text.headings.filter((heading) => heading.depth === 2).length).toBeGreaterThan(2);
    const ids = text.headings.map((heading) => heading.id);
    expect(ids.filter((id) => SHELL_IDS.includes(id))).toEqual([]);
    const internal = elements(text.tree)
      .filter((element) => element.tagName === 'a')
      .map((element) => String(element.properties.href ?? ''))
      .filter((href) => href.startsWith('/'))
      .map((href) => href.split('#')[0] ?? '');
    expect(internal.filter((href) => !sitePaths.has(href))).toEqual([]);
  });

  it('shows the English body, marked as a fallback, on another locale', async () => {
    const text = await loadLegalText(slug, 'de');
    expect(text).toMatchObject({ metaLocale: 'de', bodyLocale: 'en', fallback: true });
    expect(text.updated).toBe((english.data as { updated: string }).updated);
  });
});

it('the cookie policy has the slot for the generated storage list', async () => {
  expect((await loadLegalText('cookie-policy', 'en')).blocks).toEqual(['storage-inventory']);
});

describe('the privacy policy’s retention table', () => {
  const policy = readFileSync(file('privacy-policy', 'en'), 'utf8');
  /** The "Kept" cell of the table row that starts with `label`. */
  const kept = (label: string) =>
    new RegExp(`^\\| ${label}[^|]*\\| ([^|]+)\\|`, 'm').exec(policy)?.[1]?.trim();
  const DAY = 24 * 60 * 60_000;

  it('says what the clean-up jobs and the rate limits do (change both together)', async () => {
    const { FAILED_SWAP_TTL_MS, IDEMPOTENCY_KEY_TTL_MS } = await import('@/lib/swaps/housekeeping');
    const { DELIVERED_OUTBOX_TTL_MS } = await import('@/lib/mail/housekeeping');
    const { CONTACT_MESSAGE_TTL_MS } = await import('@/lib/contact/housekeeping');
    const { REJECTED_REVIEW_TTL_MS } = await import('@/lib/reviews/housekeeping');
    const { RATE_LIMITS } = await import('@/lib/api/limits');
    const longestWindow = Math.max(...Object.values(RATE_LIMITS).map((rule) => rule.windowMs));

    expect(kept('Request counters')).toBe(`at most ${longestWindow / 60_000} minutes`);
    expect(kept('Idempotency records')).toBe(`${IDEMPOTENCY_KEY_TTL_MS / 3_600_000} hours`);
    expect(kept('Swaps that could not be created')).toBe(`${FAILED_SWAP_TTL_MS / DAY} days`);
    expect(kept('Records of sent e-mails')).toBe(
      `${DELIVERED_OUTBOX_TTL_MS / DAY} days after sending`,
    );
    expect(kept('Contact messages')).toBe(`${CONTACT_MESSAGE_TTL_MS / DAY} days`);
    expect(kept('Reviews we do not publish')).toBe(
      `${REJECTED_REVIEW_TTL_MS / DAY} days after our decision`,
    );
  });
});

describe('the privacy policy’s DEX swaps', () => {
  const policy = readFileSync(file('privacy-policy', 'en'), 'utf8');
  const section = policy.split('### DEX swaps with your own wallet')[1]?.split('\n### ')[0] ?? '';
  const recipients = policy.split('## Who receives your data')[1]?.split('\n## ')[0] ?? '';

  it('names every aggregator that receives a firm quote’s wallet address (change both together)', async () => {
    const { DEX_ADAPTERS } = await import('@/lib/providers/dex/registry');
    for (const { info } of DEX_ADAPTERS) {
      expect(section, info.name).toContain(info.name);
      expect(recipients, info.name).toContain(info.name);
    }
  });

  it('names the public nodes the browser asks when the wallet cannot answer', async () => {
    const { DEX_CHAINS } = await import('@/lib/dex/chains');
    for (const chain of DEX_CHAINS) {
      const domain = new URL(chain.publicRpc).hostname.split('.').slice(-2).join('.');
      expect(section, chain.publicRpc).toContain(domain);
    }
  });
});
