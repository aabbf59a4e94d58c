import { fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { QuantityControl } from './QuantityControl';

function Harness({ initial = 1, max }: { initial?: number; max?: number }) {
  const [value, setValue] = useState(initial);
  return <QuantityControl value={value} onChange={setValue} max={max} />;
}

const input = () => screen.getByTestId('product-quantity-input') as HTMLInputElement;
const minus = () => screen.getByRole('button', { name: 'Decrease quantity' });
const plus = () => screen.getByRole('button', { name: 'Increase quantity' });

describe('QuantityControl (spec 2 §5)', () => {
  it('disables minus at 1 and plus at the maximum (default 10)', () => {
    render(<Harness initial={1} />);
    expect(minus()).toBeDisabled();
    fireEvent.click(plus());
    expect(input().value).toBe('2');
    expect(minus()).toBeEnabled();
    fireEvent.change(input(), { target: { value: '10' } });
    fireEvent.keyDown(input(), { key: 'Enter' });
    expect(input().value).toBe('10');
    expect(plus()).toBeDisabled();
  });

  it('applies a typed value on Enter or blur only when it is from 1 to the maximum', () => {
    render(<Harness initial={3} max={5} />);
    fireEvent.change(input(), { target: { value: '4' } });
    fireEvent.blur(input());
    expect(input().value).toBe('4');
    for (const bad of ['0', '6', 'abc', '2.5', '']) {
      fireEvent.change(input(), { target: { value: bad } });
      fireEvent.keyDown(input(), { key: 'Enter' });
      expect(input().value).toBe('4');
    }
  });

  it('restores the previous value on Escape', () => {
    render(<Harness initial={2} />);
    fireEvent.change(input(), { target: { value: '7' } });
    expect(input().value).toBe('7');
    fireEvent.keyDown(input(), { key: 'Escape' });
    expect(input().value).toBe('2');
    fireEvent.blur(input());
    expect(input().value).toBe('2');
  });

  it('steps with the arrow keys and ignores out-of-range steps', () => {
    render(<Harness initial={1} max={2} />);
    fireEvent.keyDown(input(), { key: 'ArrowDown' });
    expect(input().value).toBe('1');
    fireEvent.keyDown(input(), { key: 'ArrowUp' });
    expect(input().value).toBe('2');
    fireEvent.keyDown(input(), { key: 'ArrowUp' });
    expect(input().value).toBe('2');
    fireEvent.keyDown(input(), { key: 'ArrowDown' });
    expect(input().value).toBe('1');
  });
});
