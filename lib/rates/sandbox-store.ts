import 'server-only';
import { eq } from 'drizzle-orm';
import { getReferencePrices } from '@/lib/catalogue';
import { getDb } from '@/lib/db/client';
import { sandboxSwaps } from '@/lib/db/schema';
import type { SandboxStore } from '@/lib/providers/exchange/sandbox';
import { findFixedQuote } from './quote-store';

// The sandbox providers' books in the site's database, their prices from the catalogue and their
// fixed quotes from the quote store: handed to the provider registry (./providers.ts), so the
// sandbox itself reads no domain module.

export const sandboxStore: SandboxStore = {
  async prices() {
    const prices = await getReferencePrices();
    return (ticker) => prices.get(ticker.toUpperCase())?.usd;
  },
  fixedQuote: (provider, rateId) => findFixedQuote(provider, rateId),
  async saveSwap(record) {
    const db = await getDb();
    await db.insert(sandboxSwaps).values(record);
  },
  async findSwap(id) {
    const db = await getDb();
    const [row] = await db.select().from(sandboxSwaps).where(eq(sandboxSwaps.id, id)).limit(1);
    return row;
  },
  async updateSwap(id, change) {
    const db = await getDb();
    await db.update(sandboxSwaps).set(change).where(eq(sandboxSwaps.id, id));
  },
};
