import { notFound } from 'next/navigation';
import { blogManifest } from '@/lib/blog/manifest';
import { routes } from '@/lib/routing/routes';
import { blogLocale, blogMetadata, laterPages, pageParam } from '../../blog-route';
import { renderBlogIndex } from '../../index-route';

// /blog/page/{n}/: later pages of the blog's index; past the end proxy.ts answers 404 first.
export const revalidate = 3600;
export const dynamic = 'error';
export const dynamicParams = false;

export function generateStaticParams() {
  return laterPages(blogManifest().articles.size);
}

export async function generateMetadata({ params }: PageProps<'/[locale]/blog/page/[page]'>) {
  const { locale: raw, page } = await params;
  const number = pageParam(page);
  if (!Number.isFinite(number)) return {};
  return blogMetadata(blogLocale(raw), routes.blog(number), 'blogPage', { page: number });
}

export default async function BlogPage({ params }: PageProps<'/[locale]/blog/page/[page]'>) {
  const { locale, page } = await params;
  const number = pageParam(page);
  if (number < 2) notFound();
  return renderBlogIndex(blogLocale(locale), number);
}
