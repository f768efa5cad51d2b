// @vitest-environment jsdom
import { act, cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CopyLink, FaqQuestion, FaqTopic } from '@/components/faq/faq-item';
import { FaqSearch } from '@/components/faq/faq-search';
import { messages } from '@/components/faq/faq-search.messages';
import { renderIsland } from '@/tests/helpers/render';

vi.mock('@/components/ui/link', () => ({
  Link: ({ href, children }: { href: string; children: ReactNode }) => (
    <a href={href}>{children}</a>
  ),
}));

const question = (id: string, text: string, answer: string) => (
  <FaqQuestion id={id}>
    <summary>{text}</summary>
    <div data-faq-answer>{answer}</div>
    <CopyLink id={id} />
  </FaqQuestion>
);

function renderFaq() {
  return renderIsland(
    <FaqSearch>
      <FaqTopic id="topic-rates" aria-labelledby="rates" ids={['fixed', 'floating']}>
        <h2 id="rates">Rates</h2>
        {question('fixed', 'What is a fixed rate?', 'It locks the amount you receive.')}
        {question('floating', 'What is a floating rate?', 'It follows the market.')}
      </FaqTopic>
      <FaqTopic id="topic-refunds" aria-labelledby="refunds" ids={['refund']}>
        <h2 id="refunds">Refunds</h2>
        {question('refund', 'Where does a refund go?', 'To your refund address.')}
      </FaqTopic>
    </FaqSearch>,
    messages,
  );
}

const details = (id: string) => document.getElementById(id) as HTMLDetailsElement;
const visible = () => ['fixed', 'floating', 'refund'].filter((id) => !details(id).hidden);

beforeEach(() => {
  Element.prototype.scrollIntoView = vi.fn();
  window.history.replaceState(null, '', '/faq');
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('FaqSearch', () => {
  it('hides the questions and topics that do not match, and says how many do', async () => {
    const user = userEvent.setup();
    renderFaq();
    const search = screen.getByRole('searchbox', { name: 'Search the questions' });
    expect(visible()).toEqual(['fixed', 'floating', 'refund']);
    const count = screen.getByRole('search').querySelector('[role="status"]')!;
    expect(count.textContent).toBe('');

    await user.type(search, 'market');
    expect(visible()).toEqual(['floating']);
    expect(document.getElementById('topic-refunds')!.hidden).toBe(true);
    expect(document.getElementById('topic-rates')!.hidden).toBe(false);
    expect(count.textContent).toBe('1 question matches your search.');

    await user.clear(search);
    await user.type(search, 'rate');
    expect(visible()).toEqual(['fixed', 'floating']);
    expect(count.textContent).toBe('2 questions match your search.');
  });

  it('searches the question and the answer, but not the copy link', async () => {
    const user = userEvent.setup();
    renderFaq();
    await user.type(screen.getByRole('searchbox'), 'copy');
    expect(visible()).toEqual([]);
    expect(screen.getByText('No question matches your search.')).toBeTruthy();
  });

  it('offers a way back when nothing matches', async () => {
    const user = userEvent.setup();
    renderFaq();
    await user.type(screen.getByRole('searchbox'), 'lightning');
    expect(screen.getByRole('link', { name: 'contact page' }).getAttribute('href')).toBe(
      '/contact',
    );
    await user.click(screen.getByRole('button', { name: 'Show all questions' }));
    expect(visible()).toEqual(['fixed', 'floating', 'refund']);
    expect((screen.getByRole('searchbox') as HTMLInputElement).value).toBe('');
  });

  it('opens the answer its link names on arrival', async () => {
    window.history.replaceState(null, '', '/faq#floating');
    renderFaq();
    await waitFor(() => expect(details('floating').open).toBe(true));
    expect(details('fixed').open).toBe(false);
    expect(Element.prototype.scrollIntoView).toHaveBeenCalled();
  });

  it('opens a linked answer the search hides, clearing the search', async () => {
    const user = userEvent.setup();
    renderFaq();
    await user.type(screen.getByRole('searchbox'), 'market');
    expect(details('refund').hidden).toBe(true);

    act(() => {
      window.history.replaceState(null, '', '/faq#refund');
      window.dispatchEvent(new HashChangeEvent('hashchange'));
    });
    await waitFor(() => expect(details('refund').open).toBe(true));
    expect(details('refund').hidden).toBe(false);
    expect((screen.getByRole('searchbox') as HTMLInputElement).value).toBe('');
  });

  it('copies the full link of an answer and says so', async () => {
    const user = userEvent.setup();
    const writeText = vi.fn().mockResolvedValue(undefined);
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    renderFaq();
    const [first] = screen.getAllByRole('link', { name: 'Copy link' });
    expect(first!.getAttribute('href')).toBe('#fixed');
    expect(first!.getAttribute('aria-describedby')).toBe('fixed-question');

    await user.click(first!);
    expect(writeText).toHaveBeenCalledWith('http://localhost:3000/faq#fixed');
    expect(await screen.findByText('Link copied')).toBeTruthy();
    expect(window.location.hash).toBe('#fixed');
  });
});
