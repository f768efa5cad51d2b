// @vitest-environment jsdom
import { cleanup, fireEvent, screen } from '@testing-library/react';
import type { ComponentProps } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Drawer } from '@/components/ui/drawer';
import { messages } from '@/components/ui/drawer.messages';
import { renderIsland } from '@/tests/helpers/render';

afterEach(cleanup);

function renderDrawer(props: Partial<ComponentProps<typeof Drawer>> = {}) {
  const onOpenChange = vi.fn();
  renderIsland(
    <>
      <button type="button">outside</button>
      <Drawer
        isOpen
        onOpenChange={onOpenChange}
        title="Choose"
        description="Pick one option."
        actions={<button type="button">Confirm</button>}
        footer="Small print"
        {...props}
      >
        <p>Body text</p>
      </Drawer>
    </>,
    messages,
  );
  return onOpenChange;
}

describe('Drawer', () => {
  it('is a dialog named by its title and described by its description, with all areas', () => {
    renderDrawer();
    const dialog = screen.getByRole('dialog', { name: 'Choose' });
    expect(dialog.getAttribute('aria-describedby')).toBe(
      screen.getByText('Pick one option.').getAttribute('id'),
    );
    expect(screen.getByText('Body text')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Confirm' })).toBeTruthy();
    expect(screen.getByText('Small print')).toBeTruthy();
  });

  it('closes with its close button and on Escape when dismissible', () => {
    const onOpenChange = renderDrawer();
    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(onOpenChange).toHaveBeenLastCalledWith(false);
    onOpenChange.mockClear();
    fireEvent.keyDown(document.activeElement ?? document.body, { key: 'Escape' });
    expect(onOpenChange).toHaveBeenLastCalledWith(false);
  });

  it('stays open on Escape and offers no close button when not dismissible', () => {
    const onOpenChange = renderDrawer({ dismissible: false });
    expect(screen.queryByRole('button', { name: 'Close' })).toBeNull();
    fireEvent.keyDown(document.activeElement ?? document.body, { key: 'Escape' });
    expect(onOpenChange).not.toHaveBeenCalled();
  });

  it('closes on a click outside unless actions are required', async () => {
    // Radix starts listening for outside pointers one task after the dialog opens, and decides
    // on the click that completes the press.
    const nextTask = () => new Promise((resolve) => setTimeout(resolve, 0));
    const clickOutside = () => {
      const outside = screen.getByRole('button', { name: 'outside', hidden: true });
      fireEvent.pointerDown(outside);
      fireEvent.click(outside);
    };
    const required = renderDrawer({ requiredActions: true });
    await nextTask();
    clickOutside();
    expect(required).not.toHaveBeenCalled();
    cleanup();

    const optional = renderDrawer();
    await nextTask();
    clickOutside();
    expect(optional).toHaveBeenLastCalledWith(false);
  });

  it('shows a back button when given a back action', () => {
    const onBack = vi.fn();
    renderDrawer({ onBack });
    fireEvent.click(screen.getByRole('button', { name: 'Back' }));
    expect(onBack).toHaveBeenCalledOnce();
  });

  it('applies class overrides', () => {
    renderDrawer({ classNames: { content: 'custom-content', body: 'custom-body' } });
    expect(screen.getByRole('dialog').className).toContain('custom-content');
    expect(screen.getByText('Body text').parentElement?.className).toContain('custom-body');
  });
});
