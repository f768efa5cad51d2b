import { ClientMessages } from '@/components/i18n/client-messages';
import { QueryProvider } from '@/components/query-provider';
import { HeroForm } from './hero-form';
import { messages } from './hero-form.messages';

/** The hero's form with only the messages it needs; the page stays static (coins load later). */
export function HeroSwap() {
  return (
    <ClientMessages namespaces={messages}>
      <QueryProvider>
        <HeroForm />
      </QueryProvider>
    </ClientMessages>
  );
}
