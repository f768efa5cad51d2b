'use client';

import dynamic from 'next/dynamic';
import { useTranslations } from 'next-intl';
import { useSearchParams } from 'next/navigation';
import { Suspense, useCallback, useEffect, useRef, useState, type FormEvent } from 'react';
import { Button } from '@/components/ui/button';
import { TextInput } from '@/components/ui/text-input';
import { track } from '@/lib/analytics/track';
import type { MessagingBot } from '@/lib/brand-links';
import { useRouter } from '@/lib/i18n/navigation';
import { routes } from '@/lib/routing/routes';
import { readSwapId, swapIdToLookUp } from '@/lib/swaps/swap-id';
import styles from './transaction-status.module.css';

// The status view (React Query, the swap contract's zod schemas, the QR code) loads only once a
// swap is looked up; the form reads the Swap ID with the pure rule of lib/swaps/swap-id.ts.
const StatusResult = dynamic(() => import('./status-result').then((module) => module.StatusResult));

type FieldError = 'empty' | 'invalid';

interface Lookup {
  id: string;
  /** Changes on every check, so checking the same ID again fetches and focuses anew. */
  run: number;
}

/** Reads ?id= apart from the form, so the form itself still renders on the server. */
function IdFromUrl({ onId }: { onId: (id: string) => void }) {
  const id = useSearchParams().get('id');
  useEffect(() => {
    if (id) onId(id);
  }, [id, onId]);
  return null;
}

/** The Swap ID form and, once checked, the swap's live status under it. */
export function StatusLookup({ supportBot }: { supportBot?: MessagingBot | undefined }) {
  const t = useTranslations('TransactionStatus');
  const router = useRouter();
  const [value, setValue] = useState('');
  const [error, setError] = useState<FieldError | null>(null);
  const [lookup, setLookup] = useState<Lookup | null>(null);
  const current = useRef<string | null>(null);

  const check = useCallback(
    (raw: string, fromUrl: boolean) => {
      const reading = readSwapId(raw);
      const id = swapIdToLookUp(reading);
      if (id === null)
        return setError(!reading.ok && reading.reason === 'empty' ? 'empty' : 'invalid');
      setError(null);
      current.current = id;
      setLookup((previous) => ({ id, run: (previous?.run ?? 0) + 1 }));
      track({ event: 'swap_status_check' });
      // The address of what is shown, so it can be bookmarked or shared.
      if (!fromUrl) router.replace(routes.transactionStatus(id), { scroll: false });
    },
    [router],
  );

  const onUrlId = useCallback(
    (raw: string) => {
      // Our own replace() after a check comes back here: that ID is already on screen.
      if (swapIdToLookUp(readSwapId(raw)) === current.current) return;
      setValue(raw);
      check(raw, true);
    },
    [check],
  );

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    check(value, false);
  };

  return (
    <>
      <Suspense fallback={null}>
        <IdFromUrl onId={onUrlId} />
      </Suspense>
      <form className={styles.form} onSubmit={onSubmit} noValidate>
        <TextInput
          label={t('label')}
          name="id"
          value={value}
          onChange={(event) => setValue(event.target.value)}
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          error={error ? t(error) : undefined}
          addon={<Button type="submit">{t('submit')}</Button>}
          stackAddon
        />
      </form>
      {lookup && (
        <StatusResult
          key={`${lookup.id}-${lookup.run}`}
          swapId={lookup.id}
          focusHeading
          statusPageLink={false}
          supportBot={supportBot}
        />
      )}
    </>
  );
}
