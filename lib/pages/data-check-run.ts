import 'server-only';
import { searchPageExists } from '../blog/search';
import type { Locale } from '../i18n/locales';
import { log } from '../log';
import { reviewsPageExists } from '../reviews/read';
import type { DataCheck } from './data-checks';

// The database's answer to a data check (./data-checks.ts), from the same cached reads and
// queries the pages use: the reviews' summary (cached, dropped on moderation) or one count of
// the search's matches. proxy.ts imports this module only when a path asks, so no other request
// loads the database code.

/**
 * False when the page does not exist. When the database cannot answer, true: the page renders
 * and answers for itself, as it did before this check.
 */
export async function passesDataCheck(check: DataCheck, locale: Locale): Promise<boolean> {
  try {
    if (check.kind === 'reviews-page') return await reviewsPageExists(check.page);
    return await searchPageExists(locale, check.query, check.page);
  } catch (error) {
    log.warn('proxy: data check failed, the page answers', { check: check.kind, error });
    return true;
  }
}
