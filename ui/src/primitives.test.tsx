import { render, screen } from '@testing-library/react';
import { Spinner } from './Spinner';
import { VisuallyHidden } from './VisuallyHidden';

describe('VisuallyHidden', () => {
  it('renders its text in a span that is off screen but in the accessibility tree', () => {
    render(
      <button type="button">
        <VisuallyHidden data-testid="hidden">Add to cart</VisuallyHidden>
      </button>,
    );
    const span = screen.getByTestId('hidden');
    expect(span.tagName).toBe('SPAN');
    expect(screen.getByRole('button', { name: 'Add to cart' })).toBeInTheDocument();
    expect(span).toHaveStyle({ position: 'absolute', width: '1px', height: '1px', overflow: 'hidden' });
  });

  it('passes its props on (a status line)', () => {
    render(<VisuallyHidden role="status">Loading products…</VisuallyHidden>);
    expect(screen.getByRole('status')).toHaveTextContent('Loading products…');
  });
});

describe('Spinner', () => {
  it('is a ring of the given size, 16 px unless told', () => {
    render(
      <>
        <Spinner data-testid="default" aria-hidden="true" />
        <Spinner data-testid="small" size={14} aria-hidden="true" />
      </>,
    );
    expect(screen.getByTestId('default')).toHaveStyle({ width: '16px', height: '16px', borderRadius: '50%' });
    expect(screen.getByTestId('small')).toHaveStyle({ width: '14px', height: '14px' });
    expect(screen.getByTestId('small')).toHaveAttribute('aria-hidden', 'true');
  });

  it('can name what is busy itself', () => {
    render(<Spinner role="status" aria-label="Placing order…" />);
    expect(screen.getByRole('status', { name: 'Placing order…' })).toBeInTheDocument();
  });
});
