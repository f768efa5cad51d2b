import { getTranslations, setRequestLocale } from 'next-intl/server';
import { EmbedThemeScope } from '@/components/embed/embed-theme';
import type { Locale } from '@/lib/i18n/locales';
import { EmbedProbe } from './embed-probe';

// e2e-only (built only with SWAPLENS_E2E_FIXTURES=1, see next.config.ts): the embed shell's
// proof until the widgets exist (e2e/embed-shell.spec.ts). A partner's theme around a client
// leaf; its response policy lets the site itself frame it (lib/pages/response-policies.ts).

/** A partner theme as the partner issue will store it. */
const PARTNER_THEME = { primary: '#0a7f5a', background: '#f2fbf7', radius: 4 };

export default async function EmbedShellFixture({
  params,
}: {
  params: Promise<{ locale: string }>;
}) {
  const { locale } = await params;
  setRequestLocale(locale as Locale);
  const t = await getTranslations('ErrorPage');
  return (
    <EmbedThemeScope theme={PARTNER_THEME}>
      <EmbedProbe retry={t('retry')} />
    </EmbedThemeScope>
  );
}
