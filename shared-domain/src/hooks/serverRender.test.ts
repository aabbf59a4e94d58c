// What shared hooks render on the server (no window): the same as the page's own first render, so hydration matches.
import { createElement as h, useRef } from 'react';
import { renderToString } from 'react-dom/server';
import { useNearViewport } from '../ui/useNearViewport';
import { RenderTimeContext, useNow } from './useNow';

function Region() {
  const ref = useRef<HTMLDivElement>(null);
  const near = useNearViewport(ref);
  return h('div', { ref }, near ? 'content' : 'waiting');
}

function Clock() {
  return h('span', null, String(useNow(1000)));
}

describe('on the server', () => {
  it('a region below the fold waits, as in the browser before it nears the viewport', () => {
    expect(renderToString(h(Region))).toBe('<div>waiting</div>');
  });

  it('a clock shows the render time it is given', () => {
    expect(renderToString(h(RenderTimeContext.Provider, { value: 1_700_000_000_000 }, h(Clock)))).toBe(
      '<span>1700000000000</span>',
    );
  });
});
