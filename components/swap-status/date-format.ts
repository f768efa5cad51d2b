import type { DateTimeFormatOptions } from 'next-intl';

/** Times of a swap. The zone is named because the site formats in UTC, not the visitor's. */
export const SWAP_TIME: DateTimeFormatOptions = {
  year: 'numeric',
  month: 'short',
  day: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
  timeZoneName: 'short',
};
