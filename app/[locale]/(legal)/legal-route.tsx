import { setRequestLocale } from 'next-intl/server';
import type { ReactNode } from 'react';
import { LegalPage } from '@/components/legal/legal-page';
import { brand } from '@/lib/brand';
import type { Locale } from '@/lib/i18n/locales';
import { loadLegalText } from '@/lib/legal/content';
import { legalDocument, type LegalSlug } from '@/lib/legal/documents';
import { pageMetadata } from '@/lib/seo/page-metadata';

// What the five legal pages share: each page.tsx names its document (lib/legal/documents.ts).
// Static per locale: the text is read from content/ at build time, the operator from lib/brand.

export function legalMetadata(slug: LegalSlug, locale: string) {
  const { route, metadataKey } = legalDocument(slug);
  return pageMetadata({ locale: locale as Locale, route, key: metadataKey });
}

export async function renderLegalPage(
  slug: LegalSlug,
  locale: Locale,
  blocks?: Readonly<Record<string, ReactNode>>,
) {
  setRequestLocale(locale);
  const text = await loadLegalText(slug, locale);
  const config = brand();
  return (
    <LegalPage
      text={text}
      locale={locale}
      operator={{
        name: config.operator,
        address: config.operatorAddress,
        registration: config.operatorRegistration,
        email: config.supportEmail,
      }}
      blocks={blocks}
    />
  );
}
