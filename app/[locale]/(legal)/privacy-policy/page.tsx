import type { Locale } from '@/lib/i18n/locales';
import { legalMetadata, renderLegalPage } from '../legal-route';

export async function generateMetadata({ params }: PageProps<'/[locale]/privacy-policy'>) {
  return legalMetadata('privacy-policy', (await params).locale);
}

export default async function PrivacyPolicyPage({ params }: PageProps<'/[locale]/privacy-policy'>) {
  return renderLegalPage('privacy-policy', (await params).locale as Locale);
}
