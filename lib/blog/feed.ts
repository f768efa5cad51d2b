import 'server-only';
import { createTranslator } from 'next-intl';
import { brand } from '../brand';
import { loadMessages } from '../i18n/messages';
import type { Locale } from '../i18n/locales';
import { files, routes } from '../routing/routes';
import { absoluteUrl, siteUrl } from '../seo/urls';
import { escapeXml } from '../seo/sitemap-xml';
import { allVisibleArticles } from './queries';

// The blog's Atom feed (RFC 4287) in one locale, /feeds/blog-<locale>.xml: the articles the
// blog's index lists in that locale (its own, then English ones, each entry with its language),
// newest first, with absolute URLs. Every blog page links it from its head.

const day = (date: string) => `${date}T00:00:00Z`;

export async function blogFeedXml(locale: Locale): Promise<string> {
  const [articles, messages] = await Promise.all([
    allVisibleArticles(locale),
    loadMessages(locale),
  ]);
  const t = createTranslator({ locale, messages, namespace: 'Blog' });
  const name = brand().name;
  const self = siteUrl(files.blogFeed(locale));
  const home = absoluteUrl(locale, routes.blog());
  const updated = articles.reduce((latest, article) => {
    const changed = article.updated ?? article.published;
    return changed > latest ? changed : latest;
  }, articles[0]?.published ?? '1970-01-01');
  const entries = articles.map((article) => {
    const url = absoluteUrl(article.locale, routes.blogPost(article.slug));
    const categories = article.tags
      .map((tag) => `<category term="${escapeXml(tag.slug)}" label="${escapeXml(tag.name)}"/>`)
      .join('');
    return [
      `<entry xml:lang="${article.locale}">`,
      `<title>${escapeXml(article.title)}</title>`,
      `<id>${escapeXml(url)}</id>`,
      `<link rel="alternate" type="text/html" hreflang="${article.locale}" href="${escapeXml(url)}"/>`,
      `<published>${day(article.published)}</published>`,
      `<updated>${day(article.updated ?? article.published)}</updated>`,
      `<author><name>${escapeXml(article.author.name)}</name><uri>${escapeXml(absoluteUrl(locale, routes.blogAuthor(article.author.slug)))}</uri></author>`,
      categories,
      `<summary>${escapeXml(article.summary)}</summary>`,
      `</entry>`,
    ].join('');
  });
  return [
    '<?xml version="1.0" encoding="utf-8"?>',
    `<feed xmlns="http://www.w3.org/2005/Atom" xml:lang="${locale}">`,
    `<title>${escapeXml(t('feed', { brand: name }))}</title>`,
    `<subtitle>${escapeXml(t('feedSubtitle', { brand: name }))}</subtitle>`,
    `<id>${escapeXml(home)}</id>`,
    `<link rel="alternate" type="text/html" hreflang="${locale}" href="${escapeXml(home)}"/>`,
    `<link rel="self" type="application/atom+xml" href="${escapeXml(self)}"/>`,
    `<updated>${day(updated)}</updated>`,
    `<icon>${escapeXml(siteUrl('/icon.svg'))}</icon>`,
    ...entries,
    '</feed>',
    '',
  ].join('\n');
}
