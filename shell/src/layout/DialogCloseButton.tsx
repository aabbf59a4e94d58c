// The close control of the shell's full-screen dialogs (mobile drawer, mobile search): a 48 px touch target.
import { CloseIcon } from './icons';

export function DialogCloseButton({ label, onClose }: { label: string; onClose: () => void }) {
  return (
    <button
      type="button"
      aria-label={label}
      onClick={onClose}
      css={{
        display: 'inline-flex',
        alignItems: 'center',
        justifyContent: 'center',
        minWidth: 48,
        minHeight: 48,
        border: 0,
        background: 'none',
        color: 'inherit',
        cursor: 'pointer',
      }}
    >
      <CloseIcon />
    </button>
  );
}
