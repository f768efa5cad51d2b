import { setRequestLocale } from 'next-intl/server';
import styles from '@/components/blog/blog.module.css';
import { blogLocale } from './blog-route';

// The blog layout (spec section 2): every blog page sits in it. The band with the blog's sections
// and its search is rendered by each page (components/blog/blog-band.tsx), which knows which
// section is current and what was searched. The header's language button is disabled here
// (components/layout/header/language-switch.tsx): an article exists only in the languages it is
// written in, and each article lists those itself. The locale is set here too, for the blog's
// not-found view (./not-found.tsx reads it with getLocale(), which must not fall back to the
// request headers while the pages are prerendered).
export default async function BlogLayout({ children, params }: LayoutProps<'/[locale]/blog'>) {
  setRequestLocale(blogLocale((await params).locale));
  return <div className={styles.blog}>{children}</div>;
}
