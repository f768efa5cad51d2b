import { splitLocalePrefix, withTrailingSlashRule } from './paths';
import { routes, type Path } from './routes';

// MAINTENANCE_MODE (spec section 4): "true" sends every path except /maintenance there; any
// other value sends /maintenance to the home page; unset (or empty) changes nothing.

export type MaintenanceAction =
  | { type: 'none' }
  | { type: 'redirect'; location: string }
  /** JSON endpoints answer 503 instead of redirecting a client to an HTML page. */
  | { type: 'unavailable' };

const NONE: MaintenanceAction = { type: 'none' };

/** What a maintenance answer (the page's 503, the API's 503) asks clients to wait, in seconds. */
export const MAINTENANCE_RETRY_AFTER_SECONDS = 300;

export function isApiPath(pathname: string): boolean {
  return /^\/(api|apiglobal)(\/|$)/.test(pathname);
}

/** Health checks stay reachable so load balancers can tell a maintenance window from an outage. */
function isHealthPath(pathname: string): boolean {
  return pathname === '/api/health' || pathname.startsWith('/api/health/');
}

export function maintenanceAction(pathname: string, flag: string | undefined): MaintenanceAction {
  if (flag === undefined || flag === '') return NONE;
  const { prefix, rest } = splitLocalePrefix(pathname);
  // The redirect keeps the language the visitor asked for.
  const within = (path: Path) => (prefix ? withTrailingSlashRule(`/${prefix}${path}`) : path);
  const isMaintenancePage = rest === routes.maintenance();
  if (flag === 'true') {
    if (isMaintenancePage || isHealthPath(pathname)) return NONE;
    if (isApiPath(pathname)) return { type: 'unavailable' };
    return { type: 'redirect', location: within(routes.maintenance()) };
  }
  return isMaintenancePage ? { type: 'redirect', location: within(routes.home()) } : NONE;
}

/**
 * True for the maintenance page while maintenance is on: it answers 503 with Retry-After, so
 * crawlers keep the site's pages and come back later instead of indexing the notice.
 */
export function isMaintenanceWindowPage(pathname: string, flag: string | undefined): boolean {
  return flag === 'true' && splitLocalePrefix(pathname).rest === routes.maintenance();
}
