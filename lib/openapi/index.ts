import 'server-only';
import { securitySchemes } from '@/lib/api/auth';
import { createSwapDoc } from './create-swap';
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
  listWebhookDeliveriesDoc,
  redeliverWebhookDoc,
  sendTestWebhookDoc,
  listPartnerSwapsDoc,
  listPartnerEarningsDoc,
  requestPartnerPayoutDoc,
  listPartnerPayoutsDoc,
];

function paths() {
  const out: Record<string, Record<string, unknown>> = {};
  for (const { path, method, spec } of OPERATIONS) out[path] = { ...out[path], [method]: spec };
  return out;
}

/** The document, titled with the brand file's `apiTitle`. */
export function openApiDocument(siteUrl: string, title: string) {
  return {
    openapi: '3.1.0',
    info: {
      title,
      version: '1',
      description:
        'Currencies, offers from every exchange provider ranked by the amount received after every fee, swaps, and fiat buy and sell offers from every ramp. Messages follow Accept-Language (14 locales).',
    },
    servers: [{ url: `${siteUrl}${API_BASE}` }],
    paths: paths(),
    webhooks: webhooksDoc,
    // The schemes are the key callers' (lib/api/auth); each operation says which it takes.
    components: { schemas: componentSchemas(), securitySchemes: securitySchemes() },
  };
}
