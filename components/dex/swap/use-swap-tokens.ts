'use client';

import { useState } from 'react';
import type { DexToken } from '@/lib/dex/contract';
import { useTokenList, useTokenLookup } from './use-dex-data';

// The pair of one chain: the visitor's choice, else the URL's tokens (looked up by address when
// they are not curated), else the chain's own coin to the first curated token. Changing the
// chain starts over from the defaults.

const same = (a: DexToken | null, b: DexToken | null) =>
  a !== null && b !== null && a.address.toLowerCase() === b.address.toLowerCase();

function useDefault(
  chainId: number,
  tokens: readonly DexToken[] | undefined,
  address: string | undefined,
  fallback: (tokens: readonly DexToken[]) => DexToken | undefined,
): DexToken | null {
  const listed =
    tokens && address !== undefined
      ? tokens.find((token) => token.address.toLowerCase() === address.toLowerCase())
      : undefined;
  const lookup = useTokenLookup(chainId, tokens && address && !listed ? address : null);
  if (!tokens) return null;
  if (address === undefined) return fallback(tokens) ?? null;
  return listed ?? lookup.data ?? null;
}

interface Choice {
  chainId: number;
  from: DexToken | null;
  to: DexToken | null;
}

export function useSwapTokens(chainId: number, initialFrom?: string, initialTo?: string) {
  const list = useTokenList(chainId);
  const [choice, setChoice] = useState<Choice | null>(null);
  const tokens = list.data?.tokens;
  const defaultFrom = useDefault(chainId, tokens, initialFrom, (all) =>
    all.find((token) => token.native),
  );
  const defaultTo = useDefault(chainId, tokens, initialTo, (all) =>
    all.find((token) => !token.native),
  );
  const mine = choice?.chainId === chainId ? choice : null;
  const from = mine ? mine.from : defaultFrom;
  const to = mine ? mine.to : same(defaultFrom, defaultTo) ? null : defaultTo;
  return {
    tokens: tokens ?? [],
    failed: list.isError,
    /** The server's word that this chain's quotes are simulated; undefined until it answers. */
    sandbox: list.data?.sandbox,
    from,
    to,
    // Choosing the other side's token swaps the two, as every DEX screen does.
    setFrom: (token: DexToken) =>
      setChoice({ chainId, from: token, to: same(to, token) ? from : to }),
    setTo: (token: DexToken) =>
      setChoice({ chainId, to: token, from: same(from, token) ? to : from }),
    flip: () => setChoice({ chainId, from: to, to: from }),
  };
}
