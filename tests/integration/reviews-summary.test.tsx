import { readFileSync } from 'node:fs';
import path from 'node:path';
import { createTranslator } from 'next-intl';
import type { ReactNode } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ReviewsSummary } from '@/components/reviews/reviews-summary';
import { invalidateCacheTags } from '@/lib/cache/tags';
import type { Locale } from '@/lib/i18n/locales';
import { reviews } from '@/lib/db/schema';
import { dbTargets, useTestDatabase } from '../helpers/db';

// The home page's reviews line (placed there by the home page): nothing at all while no review
// is approved, then the average, the count and the way to the reviews.

vi.mock('next-intl/server', () => ({
  getTranslations: async ({ locale, namespace }: { locale: Locale; namespace: string }) =>
    createTranslator({
      locale,
      namespace,
      messages: JSON.parse(
        readFileSync(path.join(process.cwd(), 'messages', `${locale}.json`), 'utf8'),
      ) as Record<string, unknown>,
    }),
}));
// The site's Link is a client component that needs the app router; a plain link shows the href.
vi.mock('@/components/ui/link', () => ({
  Link: ({ href, children }: { href: string; children: ReactNode }) => (
    <a href={href}>{children}</a>
  ),
}));

describe.for(dbTargets())('the reviews summary on $name', (target) => {
  const database = useTestDatabase(target);
  beforeEach(async () => {
    await database().db.delete(reviews);
    invalidateCacheTags('reviews');
  });

  const review = (rating: number, status: 'approved' | 'pending' | 'rejected' = 'approved') => ({
    status,
    rating,
    name: 'Ada',
    text: 'A real experience, told in words.',
    locale: 'en',
  });

  it('renders nothing while no review is approved, pending ones included', async () => {
    await database()
      .db.insert(reviews)
      .values([review(5, 'pending'), review(1, 'rejected')]);
    expect(await ReviewsSummary({ locale: 'en' })).toBeNull();
  });

  it('shows the average, the count and a link to the reviews', async () => {
    await database()
      .db.insert(reviews)
      .values([review(5), review(4), review(4), review(2, 'pending')]);
    const html = renderToStaticMarkup((await ReviewsSummary({ locale: 'fr' }))!);
    expect(html).toContain('Avis des clients');
    expect(html).toContain('aria-label="Noté 4,3 sur 5"');
    expect(html).toContain('4,3 sur 5 d’après 3 avis');
    expect(html).toContain('href="/customer-feedbacks"');
  });
});
