/** @jest-environment jsdom */
import '@testing-library/jest-dom';
import { createElement as h, useRef, useState } from 'react';
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { useModalDialog } from './useModalDialog';

function Page({ focusDelayMs }: { focusDelayMs?: number }) {
  const [open, setOpen] = useState(false);
  const containerRef = useRef<HTMLDivElement>(null);
  useModalDialog({ open, onClose: () => setOpen(false), containerRef, initialFocusDelayMs: focusDelayMs });
  return h(
    'div',
    null,
    h(
      'main',
      null,
      h('button', { type: 'button', onClick: () => setOpen(true) }, 'Open'),
      h('a', { href: '/x' }, 'Behind'),
    ),
    open
      ? h(
          'div',
          { ref: containerRef, role: 'dialog', 'aria-modal': 'true', 'aria-label': 'Menu', tabIndex: -1 },
          h('button', { type: 'button' }, 'First'),
          h('button', { type: 'button', onClick: () => setOpen(false) }, 'Close'),
        )
      : null,
  );
}

describe('useModalDialog', () => {
  it('moves focus in on open, makes the page behind inert, closes on Escape and returns focus to the opener', async () => {
    render(h(Page));
    const opener = screen.getByRole('button', { name: 'Open' });
    opener.focus();
    fireEvent.click(opener);
    expect(screen.getByRole('button', { name: 'First' })).toHaveFocus();
    // The focus trap is fetched by the first dialog (or the first pointer or key press) rather than with the page.
    await waitFor(() => expect(screen.getByRole('main', { hidden: true }).closest('[inert]')).not.toBeNull());

    fireEvent.keyDown(document, { key: 'Escape' });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(opener).toHaveFocus();
    expect(document.querySelector('[inert]')).toBeNull();
  });

  it('returns focus when the dialog closes by its own control', () => {
    render(h(Page));
    const opener = screen.getByRole('button', { name: 'Open' });
    opener.focus();
    fireEvent.click(opener);
    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(opener).toHaveFocus();
  });

  it('can focus the dialog later (the cart panel waits about 1.2 s)', () => {
    jest.useFakeTimers();
    try {
      render(h(Page, { focusDelayMs: 1200 }));
      const opener = screen.getByRole('button', { name: 'Open' });
      opener.focus();
      fireEvent.click(opener);
      expect(screen.getByRole('button', { name: 'First' })).not.toHaveFocus();
      act(() => {
        jest.advanceTimersByTime(1200);
      });
      expect(screen.getByRole('button', { name: 'First' })).toHaveFocus();
    } finally {
      jest.useRealTimers();
    }
  });
});
