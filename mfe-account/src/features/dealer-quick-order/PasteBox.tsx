// Paste many 'SKU, quantity' lines at once; the per-line errors are listed under the box.
import { css, type Theme } from '@emotion/react';
import { useId, useState, type FormEvent } from 'react';
import { Button } from '@storefront/ui';
import type { PasteError } from './parseQuickOrderPaste';

export const PASTE_TEXTS = {
  label: 'Paste SKUs and quantities',
  hint: "One line per product: 'SKU, quantity' (comma, tab or space separated; quantity optional, 1 by default).",
  // Lines a dealer typically orders (a subwoofer, an amplifier, a wiring kit), all SKUs of the catalogue.
  placeholder: 'EVL-12 D2, 4\nRP-2000.1D\t2\nSKAK-4GA-OFC',
  submit: 'Add pasted lines',
  working: 'Looking up SKUs...',
  added: (n: number) => `${n} ${n === 1 ? 'line' : 'lines'} added.`,
  errorsTitle: 'Some lines could not be added:',
} as const;

const formCss = (theme: Theme) =>
  css({
    label: 'accountDealerPaste',
    display: 'grid',
    gap: theme.spacing.xs,
    textarea: {
      width: '100%',
      minHeight: 120,
      boxSizing: 'border-box',
      padding: theme.spacing.sm,
      border: `1px solid ${theme.colors.border}`,
      borderRadius: theme.radii.md,
      fontFamily: theme.typography.monoFamily,
      fontSize: theme.typography.sizes.sm,
      resize: 'vertical',
    },
    '> label': { fontWeight: theme.typography.weights.bold, fontSize: theme.typography.sizes.sm },
    '.hint': { margin: 0, color: theme.colors.textMuted, fontSize: theme.typography.sizes.xs },
    '.errors': {
      margin: 0,
      paddingLeft: theme.spacing.lg,
      color: theme.colors.danger,
      fontSize: theme.typography.sizes.sm,
    },
    '.actions': { display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: theme.spacing.sm },
  });

export interface PasteBoxProps {
  onSubmit: (text: string) => Promise<{ added: number; errors: PasteError[] }>;
}

export function PasteBox({ onSubmit }: PasteBoxProps) {
  const id = useId();
  const [text, setText] = useState('');
  const [busy, setBusy] = useState(false);
  const [outcome, setOutcome] = useState<{ added: number; errors: PasteError[] } | null>(null);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy || text.trim() === '') return;
    setBusy(true);
    try {
      const result = await onSubmit(text);
      setOutcome(result);
      // Lines that were added leave the box; the lines in error stay so they can be corrected.
      setText(result.errors.map((error) => error.text).join('\n'));
    } finally {
      setBusy(false);
    }
  };

  return (
    <form css={formCss} onSubmit={submit} data-testid="account-dealer-paste" aria-busy={busy || undefined}>
      <label htmlFor={`${id}-text`}>{PASTE_TEXTS.label}</label>
      <p className="hint" id={`${id}-hint`}>
        {PASTE_TEXTS.hint}
      </p>
      <textarea
        id={`${id}-text`}
        aria-describedby={`${id}-hint`}
        placeholder={PASTE_TEXTS.placeholder}
        value={text}
        onChange={(event) => setText(event.target.value)}
        spellCheck={false}
        data-testid="account-dealer-paste-input"
      />
      <div className="actions">
        <Button
          type="submit"
          variant="primary"
          disabled={busy || text.trim() === ''}
          data-testid="account-dealer-paste-submit"
        >
          {PASTE_TEXTS.submit}
        </Button>
        <span role="status">{busy ? PASTE_TEXTS.working : outcome ? PASTE_TEXTS.added(outcome.added) : ''}</span>
      </div>
      {outcome && outcome.errors.length > 0 ? (
        <div role="alert" data-testid="account-dealer-paste-errors">
          <p css={{ margin: 0 }}>{PASTE_TEXTS.errorsTitle}</p>
          <ul className="errors">
            {outcome.errors.map((error) => (
              <li key={`${error.line}-${error.message}`}>{error.message}</li>
            ))}
          </ul>
        </div>
      ) : null}
    </form>
  );
}
