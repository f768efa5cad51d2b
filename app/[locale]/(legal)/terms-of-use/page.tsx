import type { Locale } from '@/lib/i18n/locales';
import { legalMetadata, renderLegalPage } from '../legal-route';

export async function generateMetadata({ params }: PageProps<'/[locale]/terms-of-use'>) {
  return legalMetadata('terms-of-use', (await params).locale);
}

export default async function TermsOfUsePage({ params }: PageProps<'/[locale]/terms-of-use'>) {
  return renderLegalPage('terms-of-use', (await params).locale as Locale);
}
