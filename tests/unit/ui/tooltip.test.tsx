// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { TOOLTIP_HIDE_DELAY_MS, Tooltip } from '@/components/ui/tooltip';

beforeEach(() => vi.useFakeTimers());
afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

function setup() {
  render(
    <Tooltip content="Fees included">
      <button type="button">Rate</button>
    </Tooltip>,
  );
  const trigger = screen.getByRole('button', { name: 'Rate' });
  const tooltip = screen.getByRole('tooltip', { hidden: true });
  const wrapper = trigger.parentElement!;
  return { trigger, tooltip, wrapper };
}

const visible = (element: HTMLElement) => !element.hidden;

describe('Tooltip', () => {
  it('describes its trigger through role tooltip and aria-describedby', () => {
    const { trigger, tooltip } = setup();
    expect(trigger.getAttribute('aria-describedby')).toBe(tooltip.id);
    expect(tooltip.textContent).toBe('Fees included');
  });

  it('sits 10 px from its trigger by default', () => {
    const { tooltip } = setup();
    expect(tooltip.style.getPropertyValue('--floating-distance')).toBe('10px');
  });

  it('shows at once on hover and hides 300 ms after the pointer leaves', () => {
    const { tooltip, wrapper } = setup();
    expect(visible(tooltip)).toBe(false);

    fireEvent.pointerEnter(wrapper, { pointerType: 'mouse' });
    expect(visible(tooltip)).toBe(true);

    fireEvent.pointerLeave(wrapper, { pointerType: 'mouse' });
    act(() => vi.advanceTimersByTime(TOOLTIP_HIDE_DELAY_MS - 1));
    expect(visible(tooltip)).toBe(true);
    act(() => vi.advanceTimersByTime(1));
    expect(visible(tooltip)).toBe(false);
    expect(TOOLTIP_HIDE_DELAY_MS).toBe(300);
  });

  it('stays open when the pointer comes back before the delay ends', () => {
    const { tooltip, wrapper } = setup();
    fireEvent.pointerEnter(wrapper, { pointerType: 'mouse' });
    fireEvent.pointerLeave(wrapper, { pointerType: 'mouse' });
    act(() => vi.advanceTimersByTime(200));
    fireEvent.pointerEnter(wrapper, { pointerType: 'mouse' });
    act(() => vi.advanceTimersByTime(1000));
    expect(visible(tooltip)).toBe(true);
  });

  it('shows on keyboard focus and hides 300 ms after blur', () => {
    const { trigger, tooltip } = setup();
    act(() => trigger.focus());
    expect(visible(tooltip)).toBe(true);
    act(() => trigger.blur());
    act(() => vi.advanceTimersByTime(299));
    expect(visible(tooltip)).toBe(true);
    act(() => vi.advanceTimersByTime(1));
    expect(visible(tooltip)).toBe(false);
  });

  it('shows on click and on touch, and a touch elsewhere closes it', () => {
    const { trigger, tooltip, wrapper } = setup();
    fireEvent.click(trigger);
    expect(visible(tooltip)).toBe(true);
    fireEvent.pointerDown(document.body, { pointerType: 'touch' });
    expect(visible(tooltip)).toBe(false);

    fireEvent.pointerDown(wrapper, { pointerType: 'touch' });
    expect(visible(tooltip)).toBe(true);
    // Lifting the finger is a "leave" for touch pointers; it must not start the hide timer.
    fireEvent.pointerLeave(wrapper, { pointerType: 'touch' });
    act(() => vi.advanceTimersByTime(1000));
    expect(visible(tooltip)).toBe(true);
  });

  it('closes immediately with Escape', () => {
    const { tooltip, wrapper } = setup();
    fireEvent.pointerEnter(wrapper, { pointerType: 'mouse' });
    fireEvent.keyDown(document, { key: 'Escape' });
    expect(visible(tooltip)).toBe(false);
  });
});
