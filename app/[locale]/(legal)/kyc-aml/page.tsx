import type { Locale } from '@/lib/i18n/locales';
import { legalMetadata, renderLegalPage } from '../legal-route';

export async function generateMetadata({ params }: PageProps<'/[locale]/kyc-aml'>) {
  return legalMetadata('kyc-aml', (await params).locale);
}

export default async function KycAmlPage({ params }: PageProps<'/[locale]/kyc-aml'>) {
  return renderLegalPage('kyc-aml', (await params).locale as Locale);
}
