import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Button, BusyButton } from './Button';

describe('Button', () => {
  it('is a button that does not submit its form unless told, 40 px each way at least', async () => {
    const submit = jest.fn((event: Event) => event.preventDefault());
    render(
      <form onSubmit={(event) => submit(event.nativeEvent)}>
        <Button>Cancel</Button>
        <Button type="submit" variant="primary">
          Save
        </Button>
      </form>,
    );
    const cancel = screen.getByRole('button', { name: 'Cancel' });
    expect(cancel).toHaveAttribute('type', 'button');
    expect(cancel).toHaveStyle({ minHeight: '40px', minWidth: '40px' });
    await userEvent.click(cancel);
    expect(submit).not.toHaveBeenCalled();
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(submit).toHaveBeenCalledTimes(1);
  });

  it('fills primary and danger, outlines secondary (the default) and leaves ghost bare', () => {
    render(
      <>
        <Button variant="primary">p</Button>
        <Button variant="danger">d</Button>
        <Button>s</Button>
        <Button variant="ghost">g</Button>
      </>,
    );
    const background = (name: string) => getComputedStyle(screen.getByRole('button', { name })).background;
    expect(background('p')).toContain('--sf-color-brand');
    expect(background('d')).toContain('--sf-color-danger');
    expect(background('s')).toContain('--sf-color-background');
    expect(background('g')).toBe('rgba(0, 0, 0, 0)');
  });

  it("takes a caller's look over its own through the css prop", () => {
    render(
      <Button css={{ minHeight: 0 }} data-testid="plain">
        Remove
      </Button>,
    );
    expect(screen.getByTestId('plain')).toHaveStyle({ minHeight: '0' });
  });
});

describe('BusyButton', () => {
  it('while busy shows a spinner before its text, is disabled and says so to assistive technology', () => {
    const { rerender } = render(
      <BusyButton variant="primary" busy>
        Sign In
      </BusyButton>,
    );
    const button = screen.getByRole('button', { name: 'Sign In' });
    expect(button).toBeDisabled();
    expect(button).toHaveAttribute('aria-busy', 'true');
    expect(button.querySelector('span[aria-hidden="true"]')).not.toBeNull();
    rerender(<BusyButton variant="primary">Sign In</BusyButton>);
    expect(button).toBeEnabled();
    expect(button).not.toHaveAttribute('aria-busy');
    expect(button.querySelector('span')).toBeNull();
  });
});
