import 'server-only';
import Big from 'big.js';
import { z } from 'zod';
import { decimalString } from '@/lib/decimal';
import snapshot from './data/fx-usd.json';

// The one hand-written table of the kit, labelled as what it is: a dated snapshot of how many
// units of each served fiat one US dollar buys (approximate mid-market). The sandbox ramps price
// with it, and reference prices use it when no live price source is configured.
// tests/unit/geo/fx.test.ts checks that every served fiat has a rate.

const positive = decimalString().refine((value) => new Big(value).gt(0), 'expected a rate above 0');

const Snapshot = z.object({
  asOf: z.iso.date(),
  source: z.string().min(1),
  base: z.literal('USD'),
  rates: z.record(z.string().regex(/^[A-Z]{3}$/), positive),
});

// Parsed once at load: a typo in the file fails start-up and the tests, not a page.
const FX = Snapshot.parse(snapshot);

/** The snapshot's date (YYYY-MM-DD): show it beside any figure derived from these rates. */
export const FX_SNAPSHOT_AS_OF: string = FX.asOf;

/** Units of a fiat one US dollar buys in the snapshot ("EUR" → 0.862), or null if it has none. */
export function fiatPerUsd(code: string): Big | null {
  const rate = FX.rates[code.toUpperCase()];
  return rate === undefined ? null : new Big(rate);
}
