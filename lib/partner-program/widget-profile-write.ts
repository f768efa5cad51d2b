import 'server-only';
import '@/lib/zod-jitless';
import { eq } from 'drizzle-orm';
import { z } from 'zod';
import { ApiError } from '@/lib/api/errors';
import { freeText } from '@/lib/api/free-text';
import { getDb } from '@/lib/db/client';
import { partners } from '@/lib/db/schema';
import { embedThemeSchema, type EmbedTheme } from '@/lib/embed/theme';
import { env } from '@/lib/env';
import {
  forgetWidgetProfiles,
  WIDGET_DISPLAY_NAME_MAX,
  widgetProfileSchema,
} from './widget-profile';

// The write side of a partner's widget profile (white label, docs/white-label.md), for the
// operator's command only (`npm run admin -- partners widget …`). The read side parses the stored
// JSON again on every read; this side refuses anything it would later drop, so what the operator
// sets is what the widget shows. Nothing here touches money: a profile changes a look, a logo and
// a name, never a fee, a rate, the sandbox label or the legal links.

type StoredProfile = z.output<typeof widgetProfileSchema>;
type ThemeToken = keyof EmbedTheme;

const THEME_TOKENS = Object.keys(embedThemeSchema.shape) as ThemeToken[];

/** A token's own rule, or null to drop the token (back to the site's value). */
const clearable = <T extends z.ZodType>(schema: z.ZodOptional<T>) =>
  schema.unwrap().nullable().optional();
const token = embedThemeSchema.shape;

export const widgetThemePatchSchema = z.strictObject({
  primary: clearable(token.primary),
  primaryStrong: clearable(token.primaryStrong),
  background: clearable(token.background),
  surface: clearable(token.surface),
  text: clearable(token.text),
  muted: clearable(token.muted),
  border: clearable(token.border),
  radius: clearable(token.radius),
});

/**
 * A change of the profile: only the fields given change; null clears the logo, the name or one
 * theme token; `resetTheme` drops every token first (then `theme` sets the ones given).
 * `hideLogoAllowed` is the operator's grant: no partner-facing route ever writes it.
 */
export const updateWidgetProfileSchema = z
  .strictObject({
    theme: widgetThemePatchSchema.optional(),
    resetTheme: z.literal(true).optional(),
    logoUrl: widgetProfileSchema.shape.logoUrl.unwrap().nullable().optional(),
    displayName: freeText({ min: 1, max: WIDGET_DISPLAY_NAME_MAX }).nullable().optional(),
    hideLogoAllowed: z.boolean().optional(),
  })
  .refine((value) => Object.values(value).some((field) => field !== undefined), {
    message: 'nothing to change',
  });
export type UpdateWidgetProfileInput = z.output<typeof updateWidgetProfileSchema>;

export interface WidgetProfileView {
  partnerId: string;
  widget: StoredProfile;
  /** Where a logo may come from for this partner, and why (the operator's list or its own). */
  logoHosts: { source: 'WIDGET_LOGO_HOSTS' | 'partner'; hosts: string[] };
}

const EMPTY_PROFILE: StoredProfile = { theme: {}, hideLogoAllowed: false };

/** The host a URL names, lower case, or undefined. */
function hostOf(url: string): string | undefined {
  try {
    return new URL(url).hostname.toLowerCase();
  } catch {
    return undefined;
  }
}

/**
 * The hosts a partner's logo may be served from: WIDGET_LOGO_HOSTS when the operator set it
 * (entries as written, `*.` for subdomains), else the partner's own: its website's host and
 * its allowed origins' hosts, each with its subdomains (`www.` dropped), never localhost.
 */
export function logoHostsOf(
  partner: { website: string | null; allowedOrigins: readonly string[] },
  configured: readonly string[] | undefined = env().WIDGET_LOGO_HOSTS,
): WidgetProfileView['logoHosts'] {
  if (configured) return { source: 'WIDGET_LOGO_HOSTS', hosts: [...configured] };
  const own = [partner.website, ...partner.allowedOrigins]
    .map((url) => (url ? hostOf(url) : undefined))
    .filter((host): host is string => host !== undefined && host.includes('.'))
    .map((host) => `*.${host.replace(/^www\./, '')}`);
  return { source: 'partner', hosts: [...new Set(own)] };
}

/** Whether an https URL without credentials is on one of `hosts` (`*.x`: x and its subdomains). */
export function logoHostAllowed(url: string, hosts: readonly string[]): boolean {
  const host = hostOf(url);
  if (host === undefined || !url.startsWith('https://')) return false;
  // user:password@ before a host makes a URL read as another host's.
  if (new URL(url).username !== '' || new URL(url).password !== '') return false;
  return hosts.some((entry) =>
    entry.startsWith('*.')
      ? host === entry.slice(2) || host.endsWith(entry.slice(1))
      : host === entry,
  );
}

/** The stored profile as the read side sees it; a broken row counts as the site's own look. */
function storedProfile(value: unknown): StoredProfile {
  const parsed = widgetProfileSchema.safeParse(value);
  return parsed.success ? parsed.data : EMPTY_PROFILE;
}

function applyTheme(current: EmbedTheme, input: UpdateWidgetProfileInput): EmbedTheme {
  const theme: Record<string, unknown> = input.resetTheme ? {} : { ...current };
  for (const name of THEME_TOKENS) {
    const value = input.theme?.[name];
    if (value === null) delete theme[name];
    else if (value !== undefined)
      theme[name] = typeof value === 'string' ? value.toLowerCase() : value;
  }
  return theme as EmbedTheme;
}

async function partnerRow(id: string) {
  const db = await getDb();
  const [row] = await db
    .select({
      widget: partners.widget,
      website: partners.website,
      allowedOrigins: partners.allowedOrigins,
    })
    .from(partners)
    .where(eq(partners.id, id))
    .limit(1);
  if (!row) throw new ApiError('not_found');
  return row;
}

/** A partner's widget profile as stored (any status); 404 not_found for an unknown partner. */
export async function getWidgetProfile(id: string): Promise<WidgetProfileView> {
  const row = await partnerRow(id);
  return { partnerId: id, widget: storedProfile(row.widget), logoHosts: logoHostsOf(row) };
}

/**
 * Changes a partner's widget profile and drops this process's cached profiles, so the widget
 * shows it at once here (other instances within WIDGET_PROFILE_TTL_MS). 400 validation_failed
 * on logoUrl for a host that is not allowed; 404 not_found for an unknown partner.
 */
export async function updateWidgetProfile(
  id: string,
  input: UpdateWidgetProfileInput,
): Promise<WidgetProfileView> {
  const row = await partnerRow(id);
  const current = storedProfile(row.widget);
  const logoHosts = logoHostsOf(row);
  const next: StoredProfile = {
    theme: applyTheme(current.theme, input),
    hideLogoAllowed: input.hideLogoAllowed ?? current.hideLogoAllowed,
  };
  const logoUrl = input.logoUrl === undefined ? current.logoUrl : (input.logoUrl ?? undefined);
  const displayName =
    input.displayName === undefined ? current.displayName : (input.displayName ?? undefined);
  if (logoUrl !== undefined) next.logoUrl = logoUrl;
  if (displayName !== undefined) next.displayName = displayName;
  // A logo kept from before is checked again: the allowed hosts may have changed since.
  if (logoUrl !== undefined && !logoHostAllowed(logoUrl, logoHosts.hosts)) {
    throw new ApiError('validation_failed', {
      fields: { logoUrl: 'invalid' },
      cause: `logo host not allowed (${logoHosts.source}: ${logoHosts.hosts.join(', ') || 'none'})`,
    });
  }
  // The read side's own contract, once more: what is stored is what it will accept.
  const widget = widgetProfileSchema.parse(next);
  const db = await getDb();
  await db.update(partners).set({ widget, updatedAt: new Date() }).where(eq(partners.id, id));
  forgetWidgetProfiles();
  return { partnerId: id, widget, logoHosts };
}
