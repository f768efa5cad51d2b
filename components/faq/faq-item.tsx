'use client';

import { useEffect, useRef, useState, type MouseEvent, type ReactNode } from 'react';
import { useFaqSearch } from './faq-context';
import { questionTextId } from '@/lib/faq/questions';
import styles from './faq.module.css';

// The parts of the FAQ list that the search hides and shows. Their content is rendered on the
// server and passed in as children, so the answers are in the HTML, readable without JavaScript;
// these leaves only add the `hidden` attribute and the copy-link behaviour.

/** A topic's section: hidden when the search leaves none of its questions. */
export function FaqTopic({
  ids,
  children,
  ...props
}: {
  ids: readonly string[];
  children: ReactNode;
  id: string;
  'aria-labelledby': string;
}) {
  const { matches } = useFaqSearch();
  const hidden = matches !== null && !ids.some((id) => matches.has(id));
  return (
    <section {...props} className={styles.topic} hidden={hidden}>
      {children}
    </section>
  );
}

/**
 * One question: a native disclosure (keyboard and screen readers know it, and it opens without
 * JavaScript). Its question and answer text feed the search; the copy link is left out.
 */
export function FaqQuestion({ id, children }: { id: string; children: ReactNode }) {
  const { matches, register } = useFaqSearch();
  const ref = useRef<HTMLDetailsElement>(null);

  useEffect(() => {
    const details = ref.current;
    if (!details) return;
    const parts = details.querySelectorAll('summary, [data-faq-answer]');
    register(id, [...parts].map((part) => part.textContent ?? '').join(' '));
  }, [id, register]);

  return (
    <details
      ref={ref}
      id={id}
      className={styles.question}
      data-faq-question
      hidden={matches?.has(id) === false}
    >
      {children}
    </details>
  );
}

/**
 * "Copy link": a plain link to the answer's anchor, which works without JavaScript; with it, the
 * click copies the full address and says so, without moving the page.
 */
export function CopyLink({ id }: { id: string }) {
  const { copyLabel, copiedLabel } = useFaqSearch();
  const [copied, setCopied] = useState(false);

  useEffect(() => {
    if (!copied) return;
    const timer = window.setTimeout(() => setCopied(false), 2_500);
    return () => window.clearTimeout(timer);
  }, [copied]);

  const copy = async (event: MouseEvent<HTMLAnchorElement>) => {
    if (!navigator.clipboard?.writeText) return; // the link then simply goes to the anchor
    event.preventDefault();
    const url = new URL(`#${id}`, window.location.href).href;
    try {
      await navigator.clipboard.writeText(url);
      window.history.replaceState(window.history.state, '', url);
      setCopied(true);
    } catch {
      window.location.hash = id;
    }
  };

  return (
    <p className={styles.copy}>
      <a href={`#${id}`} onClick={copy} aria-describedby={questionTextId(id)}>
        {copyLabel}
      </a>
      <span role="status" className={styles.copied}>
        {copied ? copiedLabel : ''}
      </span>
    </p>
  );
}
