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
import { TX_HASH_PATTERN } from '@/lib/dex/tx-hash';
import { routes } from '@/lib/routing/routes';
import { readSwapId, swapIdToLookUp } from '@/lib/swaps/swap-id';
import styles from './transaction-status.module.css';

// The status views (React Query, the contracts' zod schemas, the QR code) load only once a swap
// is looked up; the form reads the Swap ID with the pure rule of lib/swaps/swap-id.ts, and a
// transaction hash (0x and 64 hex digits) as a DEX swap's.
const StatusResult = dynamic(() => import('./status-result').then((module) => module.StatusResult));
const DexStatusResult = dynamic(() =>
  import('./dex-status-result').then((module) => module.DexStatusResult),
);

type FieldError = 'empty' | 'invalid';

interface Lookup {
  /** A Swap ID, or a DEX transaction hash (lower-case). */
  id: string;
  kind: 'swap' | 'dex';
  /** Changes on every check, so checking the same ID again fetches and focuses anew. */
  run: number;
}

/** What was typed, as the thing to look up: a transaction hash, else a Swap ID. */
function readLookup(raw: string): Pick<Lookup, 'id' | 'kind'> | FieldError {
  const trimmed = raw.trim();
  if (TX_HASH_PATTERN.test(trimmed)) return { id: trimmed.toLowerCase(), kind: 'dex' };
  const reading = readSwapId(raw);
  const id = swapIdToLookUp(reading);
  if (id !== null) return { id, kind: 'swap' };
  return !reading.ok && reading.reason === 'empty' ? 'empty' : 'invalid';
}

/** Reads ?id= apart from the form, so the form itself still renders on the server. */
function IdFromUrl({ onId }: { onId: (id: string) => void }) {
  const id = useSearchParams().get('id');
  useEffect(() => {
    if (id) onId(id);
  }, [id, onId]);
  return null;
}

/** The Swap ID (or transaction hash) form and, once checked, the live status under it. */
export function StatusLookup({ supportBot }: { supportBot?: MessagingBot | undefined }) {
  const t = useTranslations('TransactionStatus');
  const router = useRouter();
  const [value, setValue] = useState('');
  const [error, setError] = useState<FieldError | null>(null);
  const [lookup, setLookup] = useState<Lookup | null>(null);
  const current = useRef<string | null>(null);

  const check = useCallback(
    (raw: string, fromUrl: boolean) => {
      const read = readLookup(raw);
      if (typeof read === 'string') return setError(read);
      const { id } = read;
      setError(null);
      current.current = id;
      setLookup((previous) => ({ ...read, run: (previous?.run ?? 0) + 1 }));
      track({ event: 'swap_status_check' });
      // The address of what is shown, so it can be bookmarked or shared.
      if (!fromUrl) router.replace(routes.transactionStatus(id), { scroll: false });
    },
    [router],
  );

  const onUrlId = useCallback(
    (raw: string) => {
      // Our own replace() after a check comes back here: that ID is already on screen.
      const read = readLookup(raw);
      if (typeof read !== 'string' && read.id === current.current) return;
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
      {lookup?.kind === 'dex' && (
        <DexStatusResult key={`${lookup.id}-${lookup.run}`} txHash={lookup.id} focusHeading />
      )}
      {lookup?.kind === 'swap' && (
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
