import type { Locale } from '@/lib/i18n/locales';
import { legalMetadata, renderLegalPage } from '../legal-route';

export async function generateMetadata({ params }: PageProps<'/[locale]/terms-for-partners'>) {
  return legalMetadata('terms-for-partners', (await params).locale);
}

export default async function TermsForPartnersPage({
  params,
}: PageProps<'/[locale]/terms-for-partners'>) {
  return renderLegalPage('terms-for-partners', (await params).locale as Locale);
}
