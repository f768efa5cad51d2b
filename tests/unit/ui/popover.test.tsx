// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { POPOVER_DISPOSE_DELAY_MS, POPOVER_DISTANCE_PX, Popover } from '@/components/ui/popover';

beforeEach(() => vi.useFakeTimers());
afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

function setup() {
  render(
    <>
      <Popover title="Rate type" content={<a href="https://example.com/how">How rates work</a>}>
        <button type="button">About the rate type</button>
      </Popover>
      <button type="button">Elsewhere</button>
    </>,
  );
  const trigger = screen.getByRole('button', { name: 'About the rate type' });
  const panel = screen.getByRole('dialog', { hidden: true });
  const elsewhere = screen.getByRole('button', { name: 'Elsewhere' });
  return { trigger, panel, elsewhere };
}

const visible = (element: HTMLElement) => !element.hidden;

describe('Popover', () => {
  it('is a dialog named by its title, 5 px from its trigger, which controls it', () => {
    const { trigger, panel } = setup();
    expect(POPOVER_DISTANCE_PX).toBe(5);
    expect(panel.style.getPropertyValue('--floating-distance')).toBe('5px');
    expect(trigger.getAttribute('aria-controls')).toBe(panel.id);
    expect(trigger.getAttribute('aria-expanded')).toBe('false');
    const title = document.getElementById(panel.getAttribute('aria-labelledby')!);
    expect(title?.textContent).toBe('Rate type');
    fireEvent.click(trigger);
    expect(screen.getByRole('dialog', { name: 'Rate type' })).toBe(panel);
  });

  it('opens on its button, takes focus, and Escape closes it and returns focus', () => {
    const { trigger, panel } = setup();
    act(() => trigger.focus());
    fireEvent.click(trigger);
    expect(visible(panel)).toBe(true);
    expect(trigger.getAttribute('aria-expanded')).toBe('true');
    expect(document.activeElement).toBe(panel);
    fireEvent.keyDown(panel, { key: 'Escape' });
    expect(visible(panel)).toBe(false);
    expect(document.activeElement).toBe(trigger);
  });

  it('closes 150 ms after focus leaves it, not before', () => {
    const { trigger, panel, elsewhere } = setup();
    fireEvent.click(trigger);
    act(() => elsewhere.focus());
    act(() => vi.advanceTimersByTime(POPOVER_DISPOSE_DELAY_MS - 1));
    expect(visible(panel)).toBe(true);
    act(() => vi.advanceTimersByTime(1));
    expect(visible(panel)).toBe(false);
    expect(POPOVER_DISPOSE_DELAY_MS).toBe(150);
  });

  it('stays open when focus comes back within the delay, or moves inside it', () => {
    const { trigger, panel, elsewhere } = setup();
    fireEvent.click(trigger);
    act(() => screen.getByRole('link', { name: 'How rates work' }).focus());
    act(() => vi.advanceTimersByTime(1000));
    expect(visible(panel)).toBe(true);
    act(() => elsewhere.focus());
    act(() => vi.advanceTimersByTime(100));
    act(() => trigger.focus());
    act(() => vi.advanceTimersByTime(1000));
    expect(visible(panel)).toBe(true);
  });

  it('closes 150 ms after a tap elsewhere, and its button toggles it', () => {
    const { trigger, panel } = setup();
    fireEvent.click(trigger);
    fireEvent.pointerDown(document.body);
    act(() => vi.advanceTimersByTime(POPOVER_DISPOSE_DELAY_MS - 1));
    expect(visible(panel)).toBe(true);
    act(() => vi.advanceTimersByTime(1));
    expect(visible(panel)).toBe(false);
    fireEvent.click(trigger);
    expect(visible(panel)).toBe(true);
    fireEvent.click(trigger);
    expect(visible(panel)).toBe(false);
  });
});
