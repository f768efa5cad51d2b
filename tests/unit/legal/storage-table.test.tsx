import { createFormatter, createTranslator } from 'next-intl';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it, vi } from 'vitest';
import { StorageTable } from '@/components/legal/storage-table';
import { activeStorageItems } from '@/lib/consent/storage-list';
import { loadMessages } from '@/lib/i18n/messages';
import type { Locale } from '@/lib/i18n/locales';

vi.mock('next-intl/server', () => ({
  getTranslations: async ({ locale, namespace }: { locale: Locale; namespace: 'StorageTable' }) =>
    createTranslator({ locale, messages: await loadMessages(locale), namespace }),
  getFormatter: async ({ locale }: { locale: Locale }) => createFormatter({ locale }),
}));

// The cookie policy's tables (components/legal/storage-table.tsx) with WalletConnect configured:
// its keys are strictly necessary rows, set by WalletConnect, kept until the visitor deletes them.

const render = async (locale: Locale, walletConnect: boolean) => {
  const items = activeStorageItems({ tagManager: false, recaptcha: false, walletConnect });
  return renderToStaticMarkup(await StorageTable({ locale, items }));
};

/** The table row whose name cell shows `name`. */
const row = (html: string, name: string) =>
  new RegExp(`<tr><th scope="row"><code>${name}</code>(.*?)</tr>`).exec(html)?.[1] ?? '';

describe('the storage table and WalletConnect', () => {
  it('lists WalletConnect’s keys, by whom and how long, where it is configured', async () => {
    const html = await render('en', true);
    const session = row(html, 'wc@2:&lt;ID&gt;');
    expect(session).toContain('IndexedDB database');
    expect(session).toContain('WalletConnect');
    expect(session).toContain('Only if you choose WalletConnect');
    expect(session).toContain('Until you delete this site&#x27;s data in your browser');
    expect(row(html, 'WALLETCONNECT_CLIENT_ID')).toContain('relay server');
    expect(row(html, 'wc_storage_version')).toContain('IndexedDB database');
  });

  it('says it in every language, and nothing of it without WalletConnect', async () => {
    const german = await render('de', true);
    expect(row(german, 'wc@2:&lt;ID&gt;')).toContain('IndexedDB-Datenbank');
    expect(row(german, 'wc@2:&lt;ID&gt;')).toContain('Bis Sie die Daten dieser Website');
    expect(await render('en', false)).not.toContain('WalletConnect');
  });
});
