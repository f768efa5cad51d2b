import 'server-only';
import { securitySchemes } from '@/lib/api/auth';
import type { Brand } from '@/lib/brand';
import { routes } from '@/lib/routing/routes';
import { getBridgeRoutesDoc } from './bridge';
import { createSwapDoc } from './create-swap';
import { getDexQuotesDoc, getDexTokenDoc, listDexTokensDoc } from './dex';
import { getDexSwapDoc, lookUpDexSwapDoc, recordDexSwapDoc } from './dex-swaps';
import { createFiatCheckoutDoc, getFiatOffersDoc } from './fiat';
import { listCurrenciesDoc } from './currencies';
import { getSwapDoc } from './get-swap';
import { getOffersDoc } from './offers';
import {
  listPartnerEarningsDoc,
  listPartnerPayoutsDoc,
  requestPartnerPayoutDoc,
} from './partner-earnings';
import { API_BASE } from './operation';
import {
  listWebhookDeliveriesDoc,
  redeliverWebhookDoc,
  sendTestWebhookDoc,
  webhooksDoc,
} from './partner-webhooks';
import { listPartnerSwapsDoc } from './partner-swaps';
import { componentSchemas } from './schemas';
import { simulateSwapDoc } from './simulate-swap';
import { documentTags } from './tags';

// The OpenAPI 3.1 description of /api/v1, served at /api/v1/openapi.json. Generated from the
// contracts (lib/<domain>/contract.ts), one file per operation; tests/integration/openapi.test.ts
// validates it and checks the real answers against it.

const OPERATIONS = [
  listCurrenciesDoc,
  getOffersDoc,
  createSwapDoc,
  getSwapDoc,
  simulateSwapDoc,
  getFiatOffersDoc,
  createFiatCheckoutDoc,
  listDexTokensDoc,
  getDexTokenDoc,
  getDexQuotesDoc,
  recordDexSwapDoc,
  getDexSwapDoc,
  lookUpDexSwapDoc,
  getBridgeRoutesDoc,
  listWebhookDeliveriesDoc,
  redeliverWebhookDoc,
  sendTestWebhookDoc,
  listPartnerSwapsDoc,
  listPartnerEarningsDoc,
  requestPartnerPayoutDoc,
  listPartnerPayoutsDoc,
];

/** Every operation of the document with its contract, in the document's order. */
export const documentedOperations = () => OPERATIONS;

function paths() {
  const out: Record<string, Record<string, unknown>> = {};
  for (const { path, method, spec } of OPERATIONS) out[path] = { ...out[path], [method]: spec };
  return out;
}

/**
 * The key callers' schemes (lib/api/auth) that some operation's `security` names (./security.ts):
 * a scheme no operation accepts would describe a credential nothing takes.
 */
function usedSecuritySchemes() {
  const used = new Set(
    OPERATIONS.flatMap(({ spec }) =>
      spec.security.flatMap((requirement) => Object.keys(requirement)),
    ),
  );
  return Object.fromEntries(Object.entries(securitySchemes()).filter(([id]) => used.has(id)));
}

/** What the document says of the product: the brand file's words and the support channels. */
export interface DocumentSite {
  siteUrl: string;
  brand: Pick<Brand, 'name' | 'apiTitle' | 'apiLicense' | 'supportEmail'>;
}

/**
 * The licence the brand file names, or else the terms that govern the API's use: the site's
 * terms for partners. Nothing else is claimed (no open-source licence is invented).
 */
function license({ siteUrl, brand }: DocumentSite) {
  return (
    brand.apiLicense ?? { name: 'Terms for partners', url: siteUrl + routes.termsForPartners() }
  );
}

/** The contact page always; the support e-mail when the brand has one. */
function contact({ siteUrl, brand }: DocumentSite) {
  return {
    name: `${brand.name} support`,
    url: siteUrl + routes.contact(),
    ...(brand.supportEmail ? { email: brand.supportEmail } : {}),
  };
}

/** The document, titled with the brand file's `apiTitle`. */
export function openApiDocument(site: DocumentSite) {
  return {
    openapi: '3.1.0',
    info: {
      title: site.brand.apiTitle,
      version: '1',
      description:
        'Currencies, offers from every exchange provider ranked by the amount received after every fee, swaps, fiat buy and sell offers from every ramp, and DEX quotes from every aggregator ranked by what arrives after gas, and the status of DEX swaps by transaction hash. Messages follow Accept-Language (14 locales).',
      contact: contact(site),
      license: license(site),
    },
    servers: [
      { url: `${site.siteUrl}${API_BASE}`, description: `${site.brand.name} API, version 1` },
    ],
    tags: documentTags(new Set(OPERATIONS.map((operation) => operation.tag))),
    paths: paths(),
    webhooks: webhooksDoc,
    components: { schemas: componentSchemas(), securitySchemes: usedSecuritySchemes() },
  };
}
