import type { ReactNode } from 'react';
import type { WidgetVersion } from '@/lib/widgets/params';
import { hostScriptSnippet, iframeSnippet } from './snippet';
import styles from './widget-builder.module.css';

export interface SnippetTexts {
  heading: string;
  script: string;
  iframe: string;
}

/**
 * The two snippets as code blocks, each under its heading. Server-safe: the page renders the
 * default ones without JavaScript; the builder passes `copy` to add a button to each.
 */
export function SnippetView({
  idPrefix,
  siteUrl,
  version,
  query,
  title,
  texts,
  copy,
}: {
  idPrefix: string;
  siteUrl: string;
  version: WidgetVersion;
  query: string;
  title: string;
  texts: SnippetTexts;
  copy?: (code: string, headingId: string) => ReactNode;
}) {
  const blocks = [
    { key: 'script', heading: texts.script, code: hostScriptSnippet(siteUrl, version, query) },
    { key: 'iframe', heading: texts.iframe, code: iframeSnippet(siteUrl, version, query, title) },
  ];
  return (
    <section aria-labelledby={`${idPrefix}-snippet`} className={styles.snippets}>
      <h3 id={`${idPrefix}-snippet`} className={styles.subheading}>
        {texts.heading}
      </h3>
      {blocks.map(({ key, heading, code }) => {
        const headingId = `${idPrefix}-snippet-${key}`;
        return (
          <div key={key} className={styles.snippet}>
            <div className={styles.snippetHead}>
              <h4 id={headingId}>{heading}</h4>
              {copy?.(code, headingId)}
            </div>
            {/* Focusable, so a keyboard user can scroll a long line and select it. */}
            <pre className={styles.code} tabIndex={0} aria-labelledby={headingId}>
              <code data-testid={`snippet-${key}`}>{code}</code>
            </pre>
          </div>
        );
      })}
    </section>
  );
}
