import { log } from '@/lib/log';

// Vendors add statuses without notice. An unknown one must not break a status page: it reads as
// the kind's fallback (for exchanges 'waiting': not terminal, so polling goes on) and leaves a
// warning to extend the vendor's table.

export type StatusTable<Status extends string> = Readonly<Record<string, Status>>;

export function mapStatus<Status extends string>(
  provider: string,
  table: StatusTable<Status>,
  raw: string,
  fallback: Status,
): Status {
  const key = raw.toLowerCase();
  const known = Object.hasOwn(table, key) ? table[key] : undefined;
  if (known) return known;
  log.warn('provider: unknown status', { provider, status: raw });
  return fallback;
}
