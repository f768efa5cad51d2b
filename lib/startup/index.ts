import 'server-only';
import { blogSeedStep } from '@/lib/blog/seed';
import { registerBotMessages } from '@/lib/bot';
import { catalogueSeedStep } from '@/lib/catalogue/seed';
import { registerContactEmail } from '@/lib/contact/email';
import { registerSeedStep } from '@/lib/db/seed';
import { registerApplicationEmail } from '@/lib/partner-applications/email';
import { registerPartnerWebhooks } from '@/lib/partner-webhooks';
import { widgetFramingOrigins, widgetLogoOrigin } from '@/lib/partner-program/widget-framing';
import { registerPayoutEmail } from '@/lib/partner-earnings/email';
import { setAffiliateReportLookup } from '@/lib/partner-earnings/ledger';
import { getProvider } from '@/lib/rates/providers';
import { registerPartnerImageOrigin, registerPartnerOrigins } from '@/lib/security/partner-origins';
import { registerSwapEmails } from '@/lib/swaps/email-outbox';

// Where the domains are plugged into the platform. lib/db and lib/mail import no domain, so the
// catalogue's reference data and the swap emails reach them as registered steps and kinds.
// instrumentation.ts calls this before anything opens the database; so do the tests' helpers.

/** Registers every domain's seed step and email kinds (process-wide; calling it again is harmless). */
export function composeServer(): void {
  registerSeedStep('catalogue', catalogueSeedStep);
  registerSeedStep('blog', blogSeedStep);
  registerSwapEmails();
  registerContactEmail();
  registerPartnerWebhooks();
  registerBotMessages();
  registerApplicationEmail();
  registerPayoutEmail();
  // Who may frame a widget: its partner's allowed origins (proxy.ts, the widget's policy).
  registerPartnerOrigins(widgetFramingOrigins);
  registerPartnerImageOrigin(widgetLogoOrigin);
  // The commission ledger learns which providers' reports confirm commissions (default none).
  setAffiliateReportLookup((id) => getProvider(id)?.info.affiliateReport === true);
}
