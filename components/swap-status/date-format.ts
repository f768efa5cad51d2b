import type { DateTimeFormatOptions } from 'next-intl';
import { useVisitorTimeZone } from '@/components/i18n/visitor-time-zone';

/** Times of a swap, with the zone named (a swap is shared between people and devices). */
export const SWAP_TIME: DateTimeFormatOptions = {
  year: 'numeric',
  month: 'short',
  day: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
  timeZoneName: 'short',
};

/**
 * SWAP_TIME in the visitor's own time zone. The site formats in UTC (server HTML and browser
 * agree); in the browser these times switch to the visitor's zone once hydrated, never during
 * hydration (components/i18n/visitor-time-zone.ts).
 */
export function useSwapTime(): DateTimeFormatOptions {
  const timeZone = useVisitorTimeZone();
  return timeZone ? { ...SWAP_TIME, timeZone } : SWAP_TIME;
}
