import type { Messages } from './messages';

// Client islands receive only the message namespaces they read. Each island declares them in a
// file beside its entry (hero-form.messages.ts: `export const messages = [...] as const`), its
// server wrapper passes them to <ClientMessages> (components/i18n/client-messages.tsx), and
// tests/unit/i18n/island-messages.test.ts proves each declaration equals what the island's code
// reads. docs/page-kit.md describes the whole.

/** A top-level namespace of messages/<locale>.json. */
export type Namespace = keyof Messages;

/** The declaration of an island: the namespaces its client code reads. */
export type IslandMessages = readonly Namespace[];

/** The namespaces of several declarations, each once, in first-seen order. */
export function namespaces(...declarations: readonly IslandMessages[]): Namespace[] {
  return [...new Set(declarations.flat())];
}

/** Only the given namespaces of a locale's messages (absent ones are skipped). */
export function pickMessages<N extends Namespace>(
  messages: Messages,
  names: readonly N[],
): Partial<Pick<Messages, N>> {
  const picked: Partial<Pick<Messages, N>> = {};
  for (const name of names) if (name in messages) picked[name] = messages[name];
  return picked;
}
