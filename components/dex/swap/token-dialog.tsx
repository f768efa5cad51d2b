'use client';

import { useTranslations } from 'next-intl';
import { useId, useMemo, useRef, useState, type KeyboardEvent } from 'react';
import { CoinIcon } from '@/components/asset/coin-icon';
import type { DexToken } from '@/lib/dex/contract';
import { shortAddress } from '@/lib/dex/client/units';
import { ADDRESS, useTokenLookup } from './use-dex-data';
import styles from './swap.module.css';

// The token list of one side: a modal <dialog> (the browser keeps focus inside and Escape closes
// it; focus goes back to the button that opened it), a search by symbol, name or address, and a
// list walked with the arrow keys. A pasted address that is not in the list is looked up.

export interface TokenDialogProps {
  chainId: number;
  label: string;
  tokens: readonly DexToken[];
  value: DexToken | null;
  onChange: (token: DexToken) => void;
  testId?: string | undefined;
}

function matches(token: DexToken, search: string): boolean {
  const text = search.trim().toLowerCase();
  if (text === '') return true;
  return (
    token.symbol.toLowerCase().includes(text) ||
    token.name.toLowerCase().includes(text) ||
    token.address.toLowerCase() === text
  );
}

export function TokenDialog({ chainId, label, tokens, value, onChange, testId }: TokenDialogProps) {
  const t = useTranslations('dexSwap');
  const id = useId();
  const dialog = useRef<HTMLDialogElement>(null);
  const trigger = useRef<HTMLButtonElement>(null);
  const [search, setSearch] = useState('');
  const [active, setActive] = useState(0);
  const pasted = search.trim();
  const listed = useMemo(() => tokens.filter((token) => matches(token, search)), [tokens, search]);
  const lookup = useTokenLookup(
    chainId,
    ADDRESS.test(pasted) && listed.length === 0 ? pasted : null,
  );
  const found = lookup.data ? [lookup.data] : [];
  const shown = listed.length > 0 ? listed : found;

  const open = () => {
    setSearch('');
    setActive(0);
    dialog.current?.showModal();
  };
  const close = () => dialog.current?.close();
  const choose = (token: DexToken) => {
    onChange(token);
    close();
  };
  const onKey = (event: KeyboardEvent<HTMLInputElement>) => {
    const last = shown.length - 1;
    if (event.key === 'ArrowDown') setActive((index) => Math.min(last, index + 1));
    else if (event.key === 'ArrowUp') setActive((index) => Math.max(0, index - 1));
    else if (event.key === 'Home') setActive(0);
    else if (event.key === 'End') setActive(Math.max(0, last));
    else if (event.key === 'Enter' && shown[active]) choose(shown[active]);
    else return;
    event.preventDefault();
  };
  const optionId = (index: number) => `${id}-option-${index}`;

  return (
    <>
      <button
        ref={trigger}
        type="button"
        className={styles.tokenButton}
        onClick={open}
        aria-label={value ? t('tokenButton', { side: label, symbol: value.symbol }) : label}
        aria-haspopup="dialog"
        data-testid={testId}
      >
        {value?.logo ? <CoinIcon src={value.logo} alt="" size={24} /> : null}
        <span>{value?.symbol ?? t('chooseToken')}</span>
      </button>
      <dialog
        ref={dialog}
        className={styles.dialog}
        aria-labelledby={`${id}-title`}
        onClose={() => trigger.current?.focus()}
        onClick={(event) => event.target === dialog.current && close()}
      >
        <div className={styles.dialogBody}>
          <div className={styles.dialogHead}>
            <h2 id={`${id}-title`}>{t('dialogTitle', { side: label })}</h2>
            <button
              type="button"
              className={styles.iconButton}
              onClick={close}
              aria-label={t('close')}
            >
              ×
            </button>
          </div>
          <label htmlFor={`${id}-search`} className={styles.label}>
            {t('searchLabel')}
          </label>
          <input
            id={`${id}-search`}
            className={styles.input}
            type="search"
            role="combobox"
            autoComplete="off"
            spellCheck={false}
            aria-expanded="true"
            aria-controls={`${id}-list`}
            aria-activedescendant={shown[active] ? optionId(active) : undefined}
            placeholder={t('searchPlaceholder')}
            value={search}
            onChange={(event) => {
              setSearch(event.target.value);
              setActive(0);
            }}
            onKeyDown={onKey}
          />
          <ul
            id={`${id}-list`}
            role="listbox"
            aria-label={t('tokenList')}
            className={styles.tokenList}
          >
            {shown.map((token, index) => (
              <li
                key={token.address}
                id={optionId(index)}
                role="option"
                aria-selected={index === active}
                className={styles.tokenOption}
                onClick={() => choose(token)}
                onMouseMove={() => setActive(index)}
              >
                {token.logo ? (
                  <CoinIcon src={token.logo} alt="" />
                ) : (
                  <span className={styles.noLogo} />
                )}
                <span className={styles.tokenNames}>
                  <strong>
                    {token.symbol}{' '}
                    {token.verified ? null : (
                      <span className={styles.badgeWarn}>{t('unverifiedBadge')}</span>
                    )}
                  </strong>
                  <span>{token.name}</span>
                </span>
                <span className={styles.muted}>
                  {token.native ? t('nativeCoin') : shortAddress(token.address)}
                </span>
              </li>
            ))}
          </ul>
          <p role="status" className={styles.muted}>
            {shown.length > 0
              ? t('results', { count: shown.length })
              : lookup.isFetching
                ? t('lookingUp')
                : ADDRESS.test(pasted)
                  ? lookup.isError
                    ? t('lookupFailed')
                    : t('notAToken')
                  : t('noResults')}
          </p>
        </div>
      </dialog>
    </>
  );
}
