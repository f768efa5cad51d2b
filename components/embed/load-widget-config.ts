import 'server-only';
import { shippedCurrency } from '@/lib/catalogue/static-index';
import { widgetProfileOf, type WidgetProfile } from '@/lib/partner-program/widget-profile';
import { parseWidgetParams } from '@/lib/widgets/params';
import { widgetConfig, type WidgetConfig } from './widget-config';

// What both widget pages do with their request: read the query as the URL wrote it, look up the
// partner its `ref` names, and settle the starting state (./widget-config.ts).

type Query = Record<string, string | string[] | undefined>;

/** The query as the URL wrote it (repeated names kept, so parseWidgetParams can say so). */
function searchOf(query: Query): URLSearchParams {
  const search = new URLSearchParams();
  for (const [name, value] of Object.entries(query)) {
    for (const one of Array.isArray(value) ? value : value === undefined ? [] : [value]) {
      search.append(name, one);
    }
  }
  return search;
}

export async function loadWidgetConfig(
  query: Query,
): Promise<{ config: WidgetConfig; profile: WidgetProfile | null }> {
  const parsed = parseWidgetParams(searchOf(query));
  const profile = parsed.params.ref ? await widgetProfileOf(parsed.params.ref) : null;
  const config = widgetConfig(parsed, (code) => shippedCurrency(code) !== undefined, profile);
  return { config, profile };
}
