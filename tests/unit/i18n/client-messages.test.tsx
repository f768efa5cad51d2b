// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import { NextIntlClientProvider, useTranslations } from 'next-intl';
import { isValidElement, type ReactElement } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { messages as heroForm } from '@/components/exchange/hero-form.messages';
import { ClientMessages } from '@/components/i18n/client-messages';
import { IslandMessagesProvider } from '@/components/i18n/island-messages-provider';
import { SHELL_MESSAGES } from '@/components/layout/shell-messages';
import { pickMessages } from '@/lib/i18n/client-messages';
import english from '@/messages/en.json';

vi.mock('next-intl/server', () => ({ getMessages: async () => english }));
afterEach(cleanup);

describe('<ClientMessages>', () => {
  it("sends an island's namespaces except those the shell already sends", async () => {
    expect(SHELL_MESSAGES).toContain('ErrorPage');
    const element = (await ClientMessages({
      namespaces: [...heroForm, 'ErrorPage'],
      children: null,
    })) as ReactElement<{
      messages: Record<string, unknown>;
    }>;
    expect(isValidElement(element) && element.type).toBe(IslandMessagesProvider);
    expect(heroForm).toEqual(expect.arrayContaining(['Drawer', 'Ui']));
    expect(Object.keys(element.props.messages).sort()).toEqual([
      'CoinPicker',
      'Drawer',
      'SwapForm',
      'Ui',
    ]);
    expect(element.props.messages.SwapForm).toEqual(english.SwapForm);
  });
});

describe('<IslandMessagesProvider>', () => {
  function Probe() {
    const error = useTranslations('ErrorPage');
    const picker = useTranslations('CoinPicker');
    return (
      <p>
        {error('retry')} / {picker('search')}
      </p>
    );
  }

  it("adds the island's namespaces to the shell's instead of replacing them", () => {
    render(
      <NextIntlClientProvider
        locale="en"
        messages={pickMessages(english, SHELL_MESSAGES)}
        onError={(error) => {
          throw error;
        }}
      >
        <IslandMessagesProvider messages={pickMessages(english, ['CoinPicker'])}>
          <Probe />
        </IslandMessagesProvider>
      </NextIntlClientProvider>,
    );
    expect(
      screen.getByText(`${english.ErrorPage.retry} / ${english.CoinPicker.search}`),
    ).toBeTruthy();
  });
});
