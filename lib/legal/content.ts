import 'server-only';
import { defineCollection, loadContent, type ContentDocument } from '../content/load';
import type { BaseFrontMatter } from '../content/front-matter';
import type { Locale } from '../i18n/locales';
import type { LegalSlug } from './documents';

const legal = defineCollection('legal');

export interface LegalText extends ContentDocument<BaseFrontMatter> {
  /** A binding text always says when it last changed. */
  updated: string;
}

/** A legal text in a locale; every one exists in every locale, so a missing one is a bug. */
export async function loadLegalText(slug: LegalSlug, locale: Locale): Promise<LegalText> {
  const document = await loadContent(legal, slug, locale);
  if (!document) throw new Error(`content/legal/${slug}: no ${locale}.md and no en.md`);
  const { updated } = document.meta;
  if (!updated) throw new Error(`content/legal/${slug}/${document.bodyLocale}.md: no updated date`);
  return { ...document, updated };
}
