import type { ContentHeading } from '@/lib/content/tree';
import styles from './content.module.css';

export interface TableOfContentsProps {
  headings: readonly ContentHeading[];
  /** The list's heading ("Contents"), in the page's language. */
  title: string;
  /** The headings' language when it is not the page's. */
  lang?: string;
}

/** Links to the text's sections (h2), in order; plain anchors, so it works without JavaScript. */
export function TableOfContents({ headings, title, lang }: TableOfContentsProps) {
  const sections = headings.filter((heading) => heading.depth === 2);
  if (sections.length === 0) return null;
  return (
    <nav className={styles.toc} aria-labelledby="toc-title">
      <h2 id="toc-title" className={styles.tocTitle}>
        {title}
      </h2>
      <ol lang={lang}>
        {sections.map((heading) => (
          <li key={heading.id}>
            <a href={`#${heading.id}`}>{heading.text}</a>
          </li>
        ))}
      </ol>
    </nav>
  );
}
