import { CHECKOUT_DRAFT } from '@/lib/consent/storage-inventory';

// What the visitor typed in step 2, kept in the tab's session storage (never in the URL) so a
// reload, or Back to the offers and Forward again, does not lose it. One draft per pair: a BTC
// refund address is never offered for another coin. Removed once the swap is created. Without
// session storage (disabled, private mode) nothing is kept and nothing fails.

export const DRAFT_FIELDS = [
  'payoutAddress',
  'payoutExtraId',
  'refundAddress',
  'refundExtraId',
] as const;

export type DraftField = (typeof DRAFT_FIELDS)[number];
export type CheckoutDraft = Partial<Record<DraftField, string>>;

interface StoredDraft {
  pair: string;
  values: CheckoutDraft;
}

const pairOf = (from: string, to: string) => `${from}>${to}`;

function storage(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.sessionStorage;
  } catch {
    return null;
  }
}

/** The draft typed for this pair in this tab, or an empty one. */
export function readDraft(from: string, to: string): CheckoutDraft {
  try {
    const stored = JSON.parse(storage()?.getItem(CHECKOUT_DRAFT.name) ?? 'null') as StoredDraft;
    if (stored?.pair !== pairOf(from, to)) return {};
    const draft: CheckoutDraft = {};
    for (const field of DRAFT_FIELDS) {
      const value = stored.values[field];
      if (typeof value === 'string' && value.length <= 256) draft[field] = value;
    }
    return draft;
  } catch {
    return {};
  }
}

export function saveDraft(from: string, to: string, values: CheckoutDraft): void {
  const kept: CheckoutDraft = {};
  for (const field of DRAFT_FIELDS) if (values[field]) kept[field] = values[field];
  try {
    const store = storage();
    if (!store) return;
    if (Object.keys(kept).length === 0) store.removeItem(CHECKOUT_DRAFT.name);
    else
      store.setItem(CHECKOUT_DRAFT.name, JSON.stringify({ pair: pairOf(from, to), values: kept }));
  } catch {
    // Full or refused: the form still works, it only forgets on reload.
  }
}

export function clearDraft(): void {
  try {
    storage()?.removeItem(CHECKOUT_DRAFT.name);
  } catch {
    // Nothing kept, nothing to remove.
  }
}
