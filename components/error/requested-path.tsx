'use client';

import { usePathname } from 'next/navigation';
import { useSyncExternalStore } from 'react';
import styles from './error-view.module.css';

const noSubscription = () => () => {};

/**
 * "Page not found: /the/path?with=query", in the page's language. The query is only known in the
 * browser (pages are static), so the server and hydration render the path alone.
 */
export function RequestedPath({ template }: { template: string }) {
  const pathname = usePathname() ?? '/';
  const search = useSyncExternalStore(
    noSubscription,
    () => window.location.search,
    () => '',
  );
  return <p className={styles.path}>{template.replace('{path}', pathname + search)}</p>;
}
