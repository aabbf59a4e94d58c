import { fireEvent, render, screen } from '@testing-library/react';
import { useRef, useState } from 'react';
import { ModalDialog } from './ModalDialog';

function Page({ onClose }: { onClose: () => void }) {
  const [open, setOpen] = useState(true);
  const dialogRef = useRef<HTMLDivElement>(null);
  const okRef = useRef<HTMLButtonElement>(null);
  const close = () => {
    onClose();
    setOpen(false);
  };
  return (
    <>
      <a href="/behind">Behind</a>
      {open && (
        <ModalDialog
          dialogRef={dialogRef}
          onClose={close}
          initialFocusRef={okRef}
          aria-label="Delete card"
          data-testid="dialog"
        >
          <button type="button">Cancel</button>
          <button type="button" ref={okRef}>
            OK
          </button>
        </ModalDialog>
      )}
    </>
  );
}

describe('ModalDialog', () => {
  it('is a modal dialog named by its caller, focusable itself, with its caller’s attributes', () => {
    render(<Page onClose={() => undefined} />);
    const dialog = screen.getByRole('dialog', { name: 'Delete card' });
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    expect(dialog).toHaveAttribute('tabindex', '-1');
    expect(dialog).toBe(screen.getByTestId('dialog'));
  });

  it('moves focus to the given element and asks to close on Escape', () => {
    const onClose = jest.fn();
    render(<Page onClose={onClose} />);
    expect(screen.getByRole('button', { name: 'OK' })).toHaveFocus();
    fireEvent.keyDown(document, { key: 'Escape' });
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
