// @vitest-environment jsdom
import { cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { LanguageSwitch } from '@/components/layout/language/language-switch';
import { messages } from '@/components/layout/language/language-switch.messages';
import english from '@/messages/en.json';
import german from '@/messages/de.json';
import { renderIsland } from '@/tests/helpers/render';

// Issue 22, item 4: on the blog the language button is off (spec section 6) but no longer a dead
// control without a word: it stays focusable and its description says why and where the page's
// other languages are. Elsewhere it opens the drawer as before.
const path = vi.hoisted(() => ({ current: '/swap' }));
vi.mock('@/lib/i18n/navigation', () => ({
  usePathname: () => path.current,
  useRouter: () => ({ push: vi.fn(), replace: vi.fn() }),
}));

afterEach(cleanup);

const labels = (source: typeof english) => ({
  button: 'Change language',
  title: source.LanguageDrawer.title,
  description: source.LanguageDrawer.description,
  blogNote: source.LanguageDrawer.blogNote,
});

function renderSwitch(pathname: string, source = english) {
  path.current = pathname;
  renderIsland(<LanguageSwitch locale="en" labels={labels(source)} />, messages);
  return screen.getByRole('button', { name: /Change language/ });
}

describe('LanguageSwitch on the blog', () => {
  it.each(['/blog', '/blog/memos-and-destination-tags', '/blog/tag/networks', '/blog/search'])(
    'is disabled on %s, focusable, and says why in its description and tooltip',
    (pathname) => {
      const button = renderSwitch(pathname);
      expect(button.getAttribute('aria-disabled')).toBe('true');
      expect(button.hasAttribute('disabled')).toBe(false);
      const note = english.LanguageDrawer.blogNote;
      expect(note).toMatch(/^Articles are written per language/);
      // The accessible description is the note (aria-describedby), and so is the tooltip.
      const describedBy = button.getAttribute('aria-describedby') ?? '';
      expect(document.getElementById(describedBy)?.textContent).toBe(note);
      expect(button.getAttribute('title')).toBe(note);
      expect(button.hasAttribute('aria-haspopup')).toBe(false);
      button.focus();
      expect(document.activeElement).toBe(button);
      fireEvent.click(button);
      expect(screen.queryByRole('dialog')).toBeNull();
    },
  );

  it('counts the prerendered blog 404 as the blog', () => {
    const button = renderSwitch('/not-found-page/blog');
    expect(button.getAttribute('aria-disabled')).toBe('true');
  });

  it('reads the note in the page language', () => {
    const button = renderSwitch('/blog', german);
    expect(button.getAttribute('title')).toBe(german.LanguageDrawer.blogNote);
    expect(german.LanguageDrawer.blogNote).not.toBe(english.LanguageDrawer.blogNote);
  });

  it('is an ordinary enabled button with no note elsewhere', () => {
    const button = renderSwitch('/swap');
    expect(button.hasAttribute('aria-disabled')).toBe(false);
    expect(button.hasAttribute('aria-describedby')).toBe(false);
    expect(button.hasAttribute('title')).toBe(false);
    expect(button.getAttribute('aria-haspopup')).toBe('dialog');
  });
});
