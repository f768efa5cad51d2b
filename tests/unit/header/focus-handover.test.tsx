// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { FocusHandover } from '@/components/layout/header/focus-handover';

afterEach(cleanup);

// Two implementations of the same controls, as the header's plain triggers and Radix's menus.
function Plain() {
  return (
    <nav data-focus-handover="">
      <button type="button" data-focus-key="personal">
        Personal (plain)
      </button>
      <button type="button" data-focus-key="company">
        Company (plain)
      </button>
      <a href="https://example.com/blog/" data-focus-key="blog">
        Blog (plain)
      </a>
    </nav>
  );
}

function Rich() {
  return (
    <nav data-focus-handover="">
      <button type="button" data-focus-key="personal">
        Personal (menu)
      </button>
      <button type="button" data-focus-key="company">
        Company (menu)
      </button>
      <a href="https://example.com/blog/" data-focus-key="blog">
        Blog (menu)
      </a>
    </nav>
  );
}

function Header({ rich }: { rich: boolean }) {
  return (
    <>
      <button type="button">Outside</button>
      <FocusHandover version={rich ? 'rich' : 'plain'}>{rich ? <Rich /> : <Plain />}</FocusHandover>
    </>
  );
}

describe('FocusHandover', () => {
  it('keeps focus on the control focused at the moment of the swap', () => {
    const { rerender } = render(<Header rich={false} />);
    screen.getByRole('button', { name: 'Personal (plain)' }).focus();
    // The visitor tabs on while the menus are on their way; the swap lands after that.
    screen.getByRole('link', { name: 'Blog (plain)' }).focus();
    rerender(<Header rich />);
    expect(document.activeElement).toBe(screen.getByRole('link', { name: 'Blog (menu)' }));
  });

  it('leaves focus alone when it was outside the swapped controls', () => {
    const { rerender } = render(<Header rich={false} />);
    const outside = screen.getByRole('button', { name: 'Outside' });
    outside.focus();
    rerender(<Header rich />);
    expect(document.activeElement).toBe(outside);
  });

  it('does nothing on a render that swaps nothing', () => {
    const { rerender } = render(<Header rich={false} />);
    const company = screen.getByRole('button', { name: 'Company (plain)' });
    company.focus();
    rerender(<Header rich={false} />);
    expect(document.activeElement).toBe(company);
  });
});
