import 'server-only';
import { readRef } from '@/lib/api/auth/ref-link';
import type { PartnerOriginsRequest } from '@/lib/security/partner-origins';
import { widgetProfileOf } from './widget-profile';

// Who may frame a widget (docs/decisions/0023-widget-framing.md): the origins of the active
// partner its `ref` names, or null for a widget that names none. Registered from lib/startup as
// the platform's partner-origins lookup; proxy.ts asks it for each widget request. The profile's
// own cache (a few seconds, widget-profile.ts) keeps it off the database for repeated loads.

/** The origin of the logo the active partner of the widget's `ref` shows, or null. */
export async function widgetLogoOrigin({ search }: PartnerOriginsRequest): Promise<string | null> {
  const ref = readRef(search.get('ref')?.trim());
  if (ref === null) return null;
  const logo = (await widgetProfileOf(ref))?.logoUrl;
  return logo && URL.canParse(logo) ? new URL(logo).origin : null;
}

export async function widgetFramingOrigins({
  search,
}: PartnerOriginsRequest): Promise<readonly string[] | null> {
  // The first `ref`, as parseWidgetParams reads it (its first value wins too).
  const ref = readRef(search.get('ref')?.trim());
  if (ref === null) return null;
  const profile = await widgetProfileOf(ref);
  return profile ? profile.allowedOrigins : null;
}
