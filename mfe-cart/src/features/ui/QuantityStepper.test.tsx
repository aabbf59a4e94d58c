/** @jest-environment jest-fixed-jsdom */
// The cart picker's rules (spec 2 §5 'Quantity control', §9 'Cart quantity 1 to 1000') as the shopper meets them.
import { useState } from 'react';
import { createEvent, fireEvent, screen } from '@testing-library/react';
import { renderRemote } from '@storefront/testing';
import { QuantityStepper } from './QuantityStepper';

const LABELS = { quantity: 'Quantity', decrease: 'Decrease quantity', increase: 'Increase quantity' };

/** The stepper as a row uses it: the value changes when the cart accepts, i.e. at once here. */
function renderStepper(initial: number, busy = false) {
  const changes: number[] = [];
  function Harness() {
    const [value, setValue] = useState(initial);
    const onChange = (next: number) => {
      changes.push(next);
      setValue(next);
    };
    return <QuantityStepper value={value} onChange={onChange} busy={busy} labels={LABELS} testId="qty" />;
  }
  renderRemote(<Harness />);
  return {
    changes,
    input: screen.getByTestId('qty'),
    minus: screen.getByTestId('qty-minus'),
    plus: screen.getByTestId('qty-plus'),
  };
}

function type(input: HTMLElement, text: string) {
  fireEvent.focus(input);
  fireEvent.change(input, { target: { value: text } });
}

describe('cart quantity stepper', () => {
  it('is a 1 to 1000 stepper, not a dropdown', () => {
    const { input } = renderStepper(2);
    expect(screen.queryByRole('combobox')).not.toBeInTheDocument();
    expect(screen.getByRole('spinbutton', { name: 'Quantity' })).toBe(input);
    expect(input).toHaveAttribute('aria-valuemin', '1');
    expect(input).toHaveAttribute('aria-valuemax', '1000');
    expect(input).toHaveValue('2');
  });

  it('disables minus at 1 and plus at 1000; the buttons step by 1 in between', () => {
    const low = renderStepper(1);
    expect(low.minus).toBeDisabled();
    expect(low.plus).toBeEnabled();
    fireEvent.click(low.plus);
    expect(low.changes).toEqual([2]);
    expect(low.minus).toBeEnabled();
    fireEvent.click(low.minus);
    expect(low.changes).toEqual([2, 1]);
  });

  it('disables plus at the cart maximum 1000', () => {
    const { minus, plus, changes } = renderStepper(1000);
    expect(plus).toBeDisabled();
    expect(minus).toBeEnabled();
    fireEvent.click(plus);
    expect(changes).toEqual([]);
  });

  it('applies a typed value on Enter or on blur, not while typing', () => {
    const { input, changes } = renderStepper(1);
    type(input, '25');
    expect(changes).toEqual([]);
    fireEvent.keyDown(input, { key: 'Enter' });
    expect(changes).toEqual([25]);
    type(input, '1000');
    fireEvent.blur(input);
    expect(changes).toEqual([25, 1000]);
    expect(input).toHaveValue('1000');
  });

  it.each(['0', '-3', '2.5', 'abc', '', '1001'])('ignores the typed value %p and shows the previous one', (typed) => {
    const { input, changes } = renderStepper(4);
    type(input, typed);
    fireEvent.keyDown(input, { key: 'Enter' });
    expect(changes).toEqual([]);
    expect(input).toHaveValue('4');
  });

  it('Escape restores the previous value and keeps the key from the cart panel; with nothing typed it passes', () => {
    const { input, changes } = renderStepper(3);
    type(input, '7');
    const typedEscape = createEvent.keyDown(input, { key: 'Escape' });
    fireEvent(input, typedEscape);
    expect(typedEscape.defaultPrevented).toBe(true);
    expect(input).toHaveValue('3');
    fireEvent.blur(input);
    expect(changes).toEqual([]);
    const idleEscape = createEvent.keyDown(input, { key: 'Escape' });
    fireEvent(input, idleEscape);
    expect(idleEscape.defaultPrevented).toBe(false);
  });

  it('arrow keys step by 1 and ignore steps out of 1 to 1000', () => {
    const low = renderStepper(1);
    fireEvent.keyDown(low.input, { key: 'ArrowDown' });
    expect(low.changes).toEqual([]);
    fireEvent.keyDown(low.input, { key: 'ArrowUp' });
    fireEvent.keyDown(low.input, { key: 'ArrowUp' });
    expect(low.changes).toEqual([2, 3]);
    fireEvent.keyDown(low.input, { key: 'ArrowDown' });
    expect(low.changes).toEqual([2, 3, 2]);
  });

  it('arrow up at 1000 is ignored', () => {
    const { input, changes } = renderStepper(1000);
    fireEvent.keyDown(input, { key: 'ArrowUp' });
    expect(changes).toEqual([]);
    expect(input).toHaveValue('1000');
  });

  it('while a write runs nothing applies, yet the field keeps focus (read-only, not disabled)', () => {
    const { input, plus, changes } = renderStepper(5, true);
    input.focus();
    fireEvent.click(plus);
    fireEvent.keyDown(input, { key: 'ArrowUp' });
    expect(changes).toEqual([]);
    expect(input).toHaveAttribute('readonly');
    expect(input).toHaveAttribute('aria-disabled', 'true');
    expect(plus).toHaveAttribute('aria-disabled', 'true');
    expect(input).toHaveFocus();
  });
});
