import { getTranslations } from 'next-intl/server';
import { ApiReference } from '@/components/api-reference/api-reference';
import { brand } from '@/lib/brand';
import { env } from '@/lib/env';
import type { Locale } from '@/lib/i18n/locales';
import { openApiDocument } from '@/lib/openapi';
import { referenceModel } from '@/lib/openapi/reference-model';
import { pageLocale } from '@/lib/pages/page-params';
import { routes } from '@/lib/routing/routes';
import { pageMetadata } from '@/lib/seo/page-metadata';

// The API reference, rendered on the server from the generated OpenAPI document (the same one
// /api/v1/openapi.json serves, built here rather than fetched). Prerendered: the document is the
// build's, from the contracts, SITE_URL and the brand file.

export async function generateMetadata({ params }: PageProps<'/[locale]/for-partners/api'>) {
  const { locale } = await params;
  return pageMetadata({
    locale: locale as Locale,
    route: routes.forPartnersApi(),
    key: 'apiReference',
  });
}

export default async function ApiReferencePage({
  params,
}: PageProps<'/[locale]/for-partners/api'>) {
  const locale = await pageLocale(params);
  const site = brand();
  const model = referenceModel(openApiDocument({ siteUrl: env().SITE_URL, brand: site }));
  const tErrors = await getTranslations({ locale, namespace: 'Api.errors' });
  const errorMessages = Object.fromEntries(
    model.errorCodes.map(({ code }) => [code, tErrors(code, { seconds: 30 })]),
  );
  return (
    <ApiReference
      model={model}
      brand={site.name}
      documentUrl="/api/v1/openapi.json"
      errorMessages={errorMessages}
    />
  );
}
