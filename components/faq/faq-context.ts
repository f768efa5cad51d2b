'use client';

import { createContext, useContext } from 'react';

/** What the FAQ's search island shares with the questions the server rendered inside it. */
export interface FaqSearchState {
  /** The ids that match the query; null while nothing is filtered. */
  matches: ReadonlySet<string> | null;
  /** A question hands in its text once it is in the page (search reads the rendered words). */
  register: (id: string, text: string) => void;
  /** "Copy link" and its confirmation, translated by the island. */
  copyLabel: string;
  copiedLabel: string;
}

export const FaqSearchContext = createContext<FaqSearchState>({
  matches: null,
  register: () => {},
  copyLabel: '',
  copiedLabel: '',
});

export const useFaqSearch = () => useContext(FaqSearchContext);
