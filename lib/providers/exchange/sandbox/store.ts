import type { PriceLookup } from './pricing';

// What the sandbox keeps outside itself, injected where the registry is wired (lib/rates/
// providers.ts): a real provider keeps its swaps on its side, so the sandbox needs a place for
// its own, the reference prices it quotes from, and the fixed quotes the site stored. Providers
// import no domain module; the domain hands them this.

/** A sandbox swap as the sandbox's books keep it; its status is derived from the times. */
export interface SandboxSwapRecord {
  id: string;
  provider: string;
  fromCode: string;
  toCode: string;
  rateType: string;
  amountFrom: string;
  amountTo: string;
  depositAddress: string;
  depositExtraId: string | null;
  payoutAddress: string;
  payoutExtraId: string | null;
  refundAddress: string | null;
  createdAt: Date;
  expiresAt: Date;
  depositedAt: Date | null;
  /** 'failed' or 'refunded' when a test forced that end, with the time it was forced. */
  outcome: string | null;
  outcomeAt: Date | null;
}

export interface SandboxStore {
  /** USD reference price of a ticker; the sandbox cannot quote what has none. */
  prices(): Promise<PriceLookup>;
  /** The fixed quote the site stored under a rate id, while it holds. */
  fixedQuote(
    provider: string,
    rateId: string,
  ): Promise<{ amountFrom: string; amountTo: string; expiresAt: string } | null>;
  saveSwap(record: SandboxSwapRecord): Promise<void>;
  findSwap(id: string): Promise<SandboxSwapRecord | undefined>;
  updateSwap(
    id: string,
    change: Partial<Pick<SandboxSwapRecord, 'depositedAt' | 'outcome' | 'outcomeAt'>>,
  ): Promise<void>;
}
