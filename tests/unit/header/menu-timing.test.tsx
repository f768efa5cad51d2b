// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { DesktopNavMenu } from '@/components/layout/header/desktop-nav-menu';
import type { HeaderNav, NavSection } from '@/components/layout/header/types';

// The desktop menus' hover timing (spec section 4: open after 200 ms, switch after 150 ms, no
// delay within 300 ms of a close), driven through Radix's real timers on a fake clock.

const section = (id: string, title: string): NavSection => ({
  id,
  title,
  items: [
    {
      id: `${id}-item`,
      title: `${title} item`,
      subtitle: '',
      icon: 'swap',
      iconColor: '#000',
      href: `https://example.com/${id}`,
      external: { newTab: '(opens in a new tab)' },
    },
  ],
});

const nav: HeaderNav = {
  label: 'Main navigation',
  sections: [
    section('personal', 'Personal'),
    section('business', 'Business'),
    section('company', 'Company'),
  ],
  blog: { label: 'Blog', href: '/blog/' },
};

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'performance'] });
  render(<DesktopNavMenu nav={nav} />);
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

const trigger = (name: string) => screen.getByRole('button', { name });
const open = (name: string) => trigger(name).getAttribute('aria-expanded') === 'true';
const wait = (ms: number) => act(() => vi.advanceTimersByTime(ms));

function enter(name: string) {
  fireEvent.pointerEnter(trigger(name), { pointerType: 'mouse' });
  fireEvent.pointerMove(trigger(name), { pointerType: 'mouse' });
}
const leave = (name: string) => fireEvent.pointerLeave(trigger(name), { pointerType: 'mouse' });

/** Opens a menu by hover and leaves it; Radix closes it 150 ms later, which starts the window. */
function openAndClose(name: string) {
  enter(name);
  wait(200);
  expect(open(name)).toBe(true);
  leave(name);
  wait(150);
  expect(open(name)).toBe(false);
}

describe('desktop menu hover timing', () => {
  it('opens a menu 200 ms after the pointer rests on its trigger', () => {
    enter('Personal');
    wait(199);
    expect(open('Personal')).toBe(false);
    wait(1);
    expect(open('Personal')).toBe(true);
  });

  it('with a menu open, hands over to another after 150 ms without closing in between', () => {
    enter('Personal');
    wait(200);
    leave('Personal');
    enter('Business');
    wait(149);
    expect([open('Personal'), open('Business')]).toEqual([true, false]);
    wait(1);
    expect([open('Personal'), open('Business')]).toEqual([false, true]);
  });

  it('opens the next menu at once within 300 ms of a close', () => {
    openAndClose('Personal');
    wait(299);
    enter('Company');
    wait(0);
    expect(open('Company')).toBe(true);
  });

  it('waits the full 200 ms again once the 300 ms window has passed', () => {
    openAndClose('Personal');
    wait(300);
    enter('Company');
    wait(199);
    expect(open('Company')).toBe(false);
    wait(1);
    expect(open('Company')).toBe(true);
  });
});

/** A click as a browser delivers it: its task ends (and its microtasks run) before the next. */
async function click(name: string) {
  fireEvent.click(trigger(name));
  await Promise.resolve();
}

describe('a click inside the hover-open delay', () => {
  it('is not undone when the delay ends: a menu clicked open and shut stays shut', async () => {
    enter('Company');
    wait(50);
    await click('Company');
    expect(open('Company')).toBe(true);
    wait(50);
    await click('Company');
    expect(open('Company')).toBe(false);
    wait(200);
    expect(open('Company')).toBe(false);
  });

  it('still lets a later click open the menu again, and a fresh hover open it after its delay', async () => {
    enter('Company');
    await click('Company');
    await click('Company');
    wait(300);
    await click('Company');
    expect(open('Company')).toBe(true);
    await click('Company');
    leave('Company');
    wait(300);
    enter('Company');
    wait(200);
    expect(open('Company')).toBe(true);
  });
});

describe('a click on another trigger while a menu is open', () => {
  it.for([0, 20, 100, 140, 160, 300])(
    'opens that menu and keeps it open, the click %i ms after the pointer arrived',
    async (after) => {
      enter('Business');
      await click('Business');
      wait(400);
      expect(open('Business')).toBe(true);
      leave('Business');
      enter('Company');
      wait(after);
      await click('Company');
      expect(open('Company')).toBe(true);
      wait(1000);
      expect(open('Company')).toBe(true);
      expect(open('Business')).toBe(false);
    },
  );
});
