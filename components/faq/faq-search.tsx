'use client';

import { useTranslations } from 'next-intl';
import { useCallback, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { Button } from '@/components/ui/button';
import { Link } from '@/components/ui/link';
import { TextInput } from '@/components/ui/text-input';
import { filterFaq, searchEntry, type SearchEntry } from '@/lib/faq/search';
import { routes } from '@/lib/routing/routes';
import { FaqSearchContext } from './faq-context';
import { hashTarget, reveal } from './open-from-hash';
import styles from './faq.module.css';

/**
 * The FAQ's search field and the questions it filters (children, rendered on the server). Typing
 * hides the questions and topics that do not match and says how many do. An answer's anchor
 * (/faq#fixed-vs-floating) opens it, on arrival and on every change of the hash, and clears a
 * search that hides it. Without JavaScript the field is not shown (see the page) and every
 * question is in the HTML.
 */
export function FaqSearch({ children }: { children: ReactNode }) {
  const t = useTranslations('FaqSearch');
  const [query, setQuery] = useState('');
  const [entries, setEntries] = useState<ReadonlyMap<string, SearchEntry>>(new Map());
  // Bumped on each visit of an anchor, so the same answer can be revealed twice.
  const [linked, setLinked] = useState<{ target: HTMLDetailsElement; visit: number } | null>(null);
  const input = useRef<HTMLInputElement>(null);

  const register = useCallback((id: string, text: string) => {
    setEntries((known) => new Map(known).set(id, searchEntry(id, text)));
  }, []);

  const matches = useMemo(() => filterFaq([...entries.values()], query), [entries, query]);

  useEffect(() => {
    // Words typed before the page was interactive count too.
    if (input.current?.value) setQuery(input.current.value);
    const follow = () => {
      const target = hashTarget();
      if (!target) return;
      // The link was meant to reach this answer: a search that hides it is cleared first.
      if (target.hidden) setQuery('');
      setLinked((last) => ({ target, visit: (last?.visit ?? 0) + 1 }));
    };
    follow();
    window.addEventListener('hashchange', follow);
    return () => window.removeEventListener('hashchange', follow);
  }, []);

  // After the render that un-hid it.
  useEffect(() => {
    if (linked) reveal(linked.target);
  }, [linked]);

  const state = useMemo(
    () => ({ matches, register, copyLabel: t('copyLink'), copiedLabel: t('copied') }),
    [matches, register, t],
  );

  return (
    <>
      <form
        role="search"
        className={styles.search}
        data-faq-search
        onSubmit={(event) => event.preventDefault()}
      >
        <TextInput
          ref={input}
          type="search"
          label={t('label')}
          placeholder={t('placeholder')}
          autoComplete="off"
          value={query}
          onChange={(event) => setQuery(event.target.value)}
        />
        <p role="status" className={styles.count}>
          {matches ? t('count', { count: matches.size }) : ''}
        </p>
      </form>
      {matches?.size === 0 && (
        <div className={styles.empty}>
          <p>
            {t.rich('empty', {
              contact: (chunks) => <Link href={routes.contact()}>{chunks}</Link>,
            })}
          </p>
          <Button variant="secondary" size="sm" onClick={() => setQuery('')}>
            {t('clear')}
          </Button>
        </div>
      )}
      <FaqSearchContext value={state}>{children}</FaqSearchContext>
    </>
  );
}
