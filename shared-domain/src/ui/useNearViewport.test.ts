/** @jest-environment jsdom */
import '@testing-library/jest-dom';
import { createElement as h, useRef } from 'react';
import { act, render, screen } from '@testing-library/react';
import { DrivenObserver, installDrivenObserver } from '../../../config/testing/drivenObserver';
import { NEAR_VIEWPORT_AHEAD_PX, useNearViewport } from './useNearViewport';

function Below({ enabled }: { enabled?: boolean }) {
  const ref = useRef<HTMLDivElement>(null);
  const near = useNearViewport(ref, { enabled });
  return h('div', { ref, 'data-testid': 'place' }, near ? 'loaded' : 'waiting');
}

/** Puts the place `top` px below the top of a 800 px high window. */
function placeAt(top: number) {
  Object.defineProperty(window, 'innerHeight', { configurable: true, value: 800 });
  screen.getByTestId('place').getBoundingClientRect = () => ({ top }) as DOMRect;
}

describe('useNearViewport (below-the-fold code loads when the shopper gets near it)', () => {
  installDrivenObserver();

  it('waits while the place is out of view, and turns true when it comes into view', () => {
    render(h(Below));
    expect(screen.getByTestId('place')).toHaveTextContent('waiting');
    act(() => DrivenObserver.enter());
    expect(screen.getByTestId('place')).toHaveTextContent('loaded');
  });

  it('turns true on a scroll that brings the place within the look-ahead, not before', () => {
    render(h(Below));
    placeAt(800 + NEAR_VIEWPORT_AHEAD_PX + 50);
    act(() => void window.dispatchEvent(new Event('scroll')));
    expect(screen.getByTestId('place')).toHaveTextContent('waiting');
    placeAt(800 + NEAR_VIEWPORT_AHEAD_PX - 50);
    act(() => void window.dispatchEvent(new Event('scroll')));
    expect(screen.getByTestId('place')).toHaveTextContent('loaded');
  });

  it('is true at once where IntersectionObserver is missing, or when not enabled', () => {
    render(h(Below, { enabled: false }));
    expect(screen.getByTestId('place')).toHaveTextContent('loaded');
    globalThis.IntersectionObserver = undefined as unknown as typeof IntersectionObserver;
    render(h('section', null, h(Below)));
    expect(screen.getAllByTestId('place')[1]).toHaveTextContent('loaded');
  });
});
