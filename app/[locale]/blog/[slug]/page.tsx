import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { notFound } from 'next/navigation';
import { ArticleView } from '@/components/blog/article-view';
import { brand } from '@/lib/brand';
import { blogManifest } from '@/lib/blog/manifest';
import { findArticle, relatedArticles } from '@/lib/blog/queries';
import { renderMarkdown } from '@/lib/content/pipeline';
import { files, routes } from '@/lib/routing/routes';
import { buildMetadata } from '@/lib/seo/metadata';
import { blogLocale, feedAlternate, linkLocaleFor } from '../blog-route';

// /blog/{slug}/: an article, in the locales it is written in only. proxy.ts's blog-article
// check (lib/pages/route-checks.ts) answers 404 for any other before this renders; the page's
// own notFound() covers the same case from the database. Prerendered per written locale.
export const revalidate = 3600;
export const dynamicParams = false;
export const dynamic = 'error';

export async function generateStaticParams({
  params,
}: {
  params: { locale: string };
}): Promise<Array<{ slug: string }>> {
  const locale = blogLocale(params.locale);
  return [...blogManifest().articles]
    .filter(([, written]) => written.has(locale))
    .map(([slug]) => ({ slug }));
}

export async function generateMetadata({
  params,
}: PageProps<'/[locale]/blog/[slug]'>): Promise<Metadata> {
  const { locale: raw, slug } = await params;
  const locale = blogLocale(raw);
  const article = await findArticle(slug, locale);
  if (!article) return {};
  const [t, types] = await Promise.all([
    getTranslations({ locale, namespace: 'Metadata' }),
    feedAlternate(locale),
  ]);
  const metadata = buildMetadata({
    locale,
    path: routes.blogPost(slug),
    title: t('titleTemplate', { brand: brand().name, title: article.title }),
    description: article.summary,
    image: { path: files.blogImage(slug), alt: article.title },
    locales: article.locales,
  });
  return {
    ...metadata,
    alternates: { ...metadata.alternates, types },
    openGraph: {
      ...metadata.openGraph,
      type: 'article',
      publishedTime: `${article.published}T00:00:00Z`,
      ...(article.updated ? { modifiedTime: `${article.updated}T00:00:00Z` } : {}),
      authors: [article.author.name],
      tags: article.tags.map((tag) => tag.name),
    },
  };
}

export default async function ArticlePage({ params }: PageProps<'/[locale]/blog/[slug]'>) {
  const { locale: raw, slug } = await params;
  const locale = blogLocale(raw);
  setRequestLocale(locale);
  const article = await findArticle(slug, locale);
  if (!article) notFound();
  const [related] = await Promise.all([relatedArticles(article, locale)]);
  const { tree } = renderMarkdown(article.body, {
    values: { brand: brand().name },
    file: `content/blog/${slug}/${locale}.md`,
  });
  return (
    <ArticleView
      article={article}
      tree={tree}
      related={related}
      locale={locale}
      linkLocale={linkLocaleFor(locale)}
    />
  );
}
