/** @jest-environment jest-fixed-jsdom */
// The support panel's texts (spec 1 §1, spec 2 §1: 'Support hours: 09:00-17:30 every day, US only, English').
import { fireEvent, screen } from '@testing-library/react';
import { renderShell } from '../test/fakes';
import { SupportChat } from './SupportChat';

afterEach(() => jest.useRealTimers());

function openPanel(now: string): HTMLElement {
  jest.useFakeTimers({ now: new Date(now) });
  renderShell(<SupportChat />);
  fireEvent.click(screen.getByTestId('shell-chat-button'));
  return screen.getByTestId('shell-chat-panel');
}

describe('support panel', () => {
  it.each([
    ['open', '2026-11-22T15:00:00Z'], // 10:00 in New York
    ['closed', '2026-11-23T03:00:00Z'], // 22:00 in New York
  ])("says 'US only, English' with the hours while support is %s", (_state, now) => {
    const panel = openPanel(now);
    expect(panel).toHaveTextContent('Support hours: 9:00 AM - 5:30 PM ET, every day');
    expect(screen.getByTestId('shell-chat-scope')).toHaveTextContent(/^US only, English$/);
  });
});
