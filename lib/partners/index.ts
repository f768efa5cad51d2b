import 'server-only';
import { listProviders } from '../rates/providers';
import { toPartners, type Partner } from './partners';

export type { Partner } from './partners';

/**
 * The providers this process is configured with, for /partners. The page is prerendered, so it
 * lists the providers whose keys the build had (the sandbox when none).
 */
export function listPartners(): Partner[] {
  return toPartners(listProviders().map((provider) => provider.info));
}
