import 'server-only';
import { z } from 'zod';

// An adapter's facts are data: adapter.json beside its index.ts holds its public facts (`info`,
// checked against its kind's info schema), the env keys that enable it (`env`, every one a
// secret; `optionalEnv`, read when set) and one README line per key (`envDocs`), with
// `$comment` for where the facts come from. The adapter spreads `adapterFacts(kind, id, json)`
// into its declaration: the id stays a literal there, so the registry's id union is still typed,
// and a manifest that does not fit fails when the module loads (every registry test loads them).

/** The info fields every provider kind has (each kind's schema spreads them). */
export const INFO_BASE = {
  id: z.string().min(1),
  name: z.string().min(1),
  /** Real adapters say false; only a kind's sandbox builds its info in code. */
  sandbox: z.boolean(),
  website: z.url(),
};

/** Typical minutes from payment or deposit to payout. */
export const ETA = z.strictObject({ min: z.number().nonnegative(), max: z.number().positive() });

const keys = z.array(z.string().regex(/^[A-Z][A-Z0-9_]*$/));

export interface AdapterFacts<Info, Id extends string> {
  info: Info & { id: Id };
  env: readonly string[];
  optionalEnv: readonly string[];
  envDocs: Readonly<Record<string, string>>;
}

/** The facts of adapter `id` out of its adapter.json, or an error naming what does not fit. */
export function adapterFacts<Info extends { id: string }, const Id extends string>(
  kind: { readonly name: string; readonly info: z.ZodType<Info> },
  id: Id,
  manifest: unknown,
): AdapterFacts<Info, Id> {
  const schema = z.strictObject({
    $comment: z.array(z.string()).optional(),
    info: kind.info,
    env: keys,
    optionalEnv: keys.default([]),
    envDocs: z.record(z.string(), z.string().min(1)),
  });
  const parsed = schema.safeParse(manifest);
  const where = `${kind.name} adapter ${id} (adapter.json)`;
  if (!parsed.success) throw new Error(`${where}: ${z.prettifyError(parsed.error)}`);
  // The manifest's own objects, not zod's copies: key order stays as written (info is answered).
  const facts = { ...parsed.data, ...(manifest as Pick<typeof parsed.data, 'info' | 'env'>) };
  if (facts.info.id !== id) throw new Error(`${where}: info.id is ${facts.info.id}`);
  // The README's table has one row per key: every key documented, nothing else.
  const declared = [...facts.env, ...facts.optionalEnv].sort();
  const documented = Object.keys(facts.envDocs).sort();
  if (declared.join() !== documented.join()) {
    throw new Error(`${where}: envDocs documents ${documented.join()}, not ${declared.join()}`);
  }
  return {
    info: facts.info as Info & { id: Id },
    env: facts.env,
    optionalEnv: facts.optionalEnv,
    envDocs: facts.envDocs,
  };
}
