import { createTranslator } from 'next-intl';
import type { ReactNode } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { FaqExcerpt } from '@/components/faq/faq-excerpt';
import { loadFaq } from '@/components/faq/load-faq';
import { HOME_EXCERPT } from '@/lib/faq/questions';
import type { Locale } from '@/lib/i18n/locales';
import { loadMessages } from '@/lib/i18n/messages';

// The FAQ as the server renders it: answers as rich text and as the plain text of the structured
// data, operator claims only when configured, and the home page's excerpt.

const mocks = vi.hoisted(() => ({
  brand: {
    name: 'Swaplens',
    supportEmail: undefined as string | undefined,
    support24x7: false,
  },
}));

vi.mock('next-intl/server', () => ({
  getTranslations: async ({ locale, namespace }: { locale: Locale; namespace: never }) =>
    createTranslator({ locale, messages: await loadMessages(locale), namespace }),
}));
vi.mock('@/lib/brand', () => ({ brand: () => mocks.brand }));
vi.mock('@/components/ui/link', () => ({
  Link: ({ href, children }: { href: string; children: ReactNode }) => (
    <a href={href}>{children}</a>
  ),
}));

beforeEach(() => {
  mocks.brand.supportEmail = undefined;
  mocks.brand.support24x7 = false;
});

async function entry(locale: Locale, id: string) {
  const found = (await loadFaq(locale))
    .flatMap((topic) => topic.questions)
    .find((q) => q.id === id);
  if (!found) throw new Error(`no question ${id}`);
  return { ...found, html: renderToStaticMarkup(<>{found.answer}</>) };
}

describe('loadFaq', () => {
  it('names statuses with the status page’s own words, as a list on the page and plain text in the data', async () => {
    const statuses = await entry('en', 'swap-statuses');
    expect(statuses.html).toContain('<li><strong>Waiting for your deposit</strong>: the provider');
    expect(statuses.answerText).toContain('is at: Waiting for your deposit: the provider');
    expect(statuses.answerText).not.toMatch(/[<>{}]|\s{2}/);

    const de = await entry('de', 'verification-labels');
    expect(de.answerText).toContain('Verifizierung selten verlangt');
  });

  it('links answers to the site’s pages, with the locale’s prefix left to the link', async () => {
    const { html, answerText } = await entry('en', 'swap-id');
    expect(html).toContain('<a href="/transaction-status">transaction status page</a>');
    expect(answerText).toContain('Enter it on the transaction status page to see');
    expect((await entry('fr', 'real-support')).html).toContain('<a href="/contact">');
  });

  it('adds the support e-mail and round-the-clock support only when the operator configured them', async () => {
    const bare = await entry('en', 'contact-support');
    expect(bare.answerText).not.toMatch(/write to us at|around the clock/);

    mocks.brand.supportEmail = 'help@example.org';
    mocks.brand.support24x7 = true;
    const full = await entry('en', 'contact-support');
    expect(full.html).toContain('<a href="mailto:help@example.org">help@example.org</a>');
    expect(full.answerText).toMatch(
      /the status page links to its website\. You can also write to us at help@example\.org\. Our support answers around the clock/,
    );
    // Only this answer carries them.
    expect((await entry('en', 'custody')).answerText).not.toContain('help@example.org');
  });
});

describe('FaqExcerpt', () => {
  it('answers the chosen questions in their order and leads to all of them', async () => {
    const html = renderToStaticMarkup(await FaqExcerpt({ locale: 'en' }));
    const questions = [...html.matchAll(/<summary[^>]*><span>([^<]+)<\/span>/g)].map((m) => m[1]);
    expect(questions).toEqual([
      'Does Swaplens hold my funds?',
      'Does Swaplens charge a fee?',
      'What is the difference between a fixed and a floating rate?',
      'Do I have to verify my identity on Swaplens?',
      'How long does a swap take?',
    ]);
    expect(questions).toHaveLength(HOME_EXCERPT.length);
    expect(html).toContain('No fee is added on top');
    expect(html).toContain('<a href="/faq">All questions and answers</a>');
    // The structured data belongs to /faq alone.
    expect(html).not.toContain('application/ld+json');
  });

  it('is translated', async () => {
    const html = renderToStaticMarkup(await FaqExcerpt({ locale: 'ja' }));
    expect(html).toContain('<h2 id="faq-excerpt-title">質問と回答</h2>');
    expect(html).toContain('Swaplensは資金を預かりますか？');
  });
});
