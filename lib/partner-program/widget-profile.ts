import 'server-only';
import { and, eq } from 'drizzle-orm';
import { z } from 'zod';
import { getDb } from '@/lib/db/client';
import { partners } from '@/lib/db/schema';
import { embedThemeSchema, type EmbedTheme } from '@/lib/embed/theme';
import { log } from '@/lib/log';
import { processSingleton } from '@/lib/process-singleton.mjs';

// A partner's widget profile (white label, docs/white-label.md): its theme, its logo and name in
// place of ours, and whether it may hide our logo. Stored with the partner (`partners.widget`),
// written by the operator's command, applied at run time inside the embed layout only. The
// stored JSON is parsed again on every read, so a row written by hand or by an older version
// can only fall back to the site's own look, never inject a value into a style or an image URL.

export const WIDGET_DISPLAY_NAME_MAX = 40;

export const widgetProfileSchema = z
  .object({
    theme: embedThemeSchema.default({}),
    /** An https image the widget shows as the partner's logo. */
    logoUrl: z
      .url({ protocol: /^https$/ })
      .max(500)
      .optional(),
    /** The name the widget shows for the partner ("Exchange by <name>"). */
    displayName: z.string().trim().min(1).max(WIDGET_DISPLAY_NAME_MAX).optional(),
    /** May its widgets hide our logo (`hideLogo=1`)? The operator grants it, per partner. */
    hideLogoAllowed: z.boolean().default(false),
  })
  .strict();

export interface WidgetProfile {
  partnerId: string;
  theme: EmbedTheme;
  logoUrl?: string;
  displayName?: string;
  hideLogoAllowed: boolean;
  /** The origins that may frame its widgets (the partner's `allowed_origins`). */
  allowedOrigins: readonly string[];
}

/** How long a process reuses a looked-up profile (or its absence): a change shows within it. */
export const WIDGET_PROFILE_TTL_MS = 5_000;
const MAX_ENTRIES = 5_000;

interface Cached {
  value: WidgetProfile | null;
  expires: number;
}

const getCache = processSingleton('widget-profile-cache', () => new Map<string, Cached>());

/** Drops this process's cached profiles: called after a partner's widget profile is written. */
export function forgetWidgetProfiles(): void {
  getCache().clear();
}

async function lookUp(partnerId: string): Promise<WidgetProfile | null> {
  const db = await getDb();
  const [row] = await db
    .select({ widget: partners.widget, allowedOrigins: partners.allowedOrigins })
    .from(partners)
    .where(and(eq(partners.id, partnerId), eq(partners.status, 'active')))
    .limit(1);
  if (!row) return null;
  const parsed = widgetProfileSchema.safeParse(row.widget);
  if (!parsed.success) {
    log.warn('widget profile: the stored profile is not valid; the site look is used', {
      partnerId,
    });
  }
  const profile = parsed.success ? parsed.data : { theme: {}, hideLogoAllowed: false };
  return { partnerId, ...profile, allowedOrigins: row.allowedOrigins };
}

/**
 * The widget profile of an active partner, or null for an unknown or suspended one (the widget
 * then shows the site's own look and attributes nothing). Cached per process for
 * WIDGET_PROFILE_TTL_MS; a database failure answers null rather than break the widget.
 */
export async function widgetProfileOf(
  partnerId: string,
  clock: () => number = Date.now,
): Promise<WidgetProfile | null> {
  const cache = getCache();
  const hit = cache.get(partnerId);
  if (hit && hit.expires > clock()) return hit.value;
  let value: WidgetProfile | null;
  try {
    value = await lookUp(partnerId);
  } catch (error) {
    log.error('widget profile: the partner could not be looked up', { error });
    return null;
  }
  if (cache.size >= MAX_ENTRIES) cache.delete(cache.keys().next().value!);
  cache.set(partnerId, { value, expires: clock() + WIDGET_PROFILE_TTL_MS });
  return value;
}
