import { render } from '@testing-library/react';
import { SkeletonBlock } from './SkeletonBlock';

/** The rules Emotion inserted into the document for what was rendered. */
function insertedRules(): CSSRule[] {
  return Array.from(document.styleSheets).flatMap((sheet) => Array.from(sheet.cssRules));
}

describe('SkeletonBlock', () => {
  it('is a block hidden from assistive technology, sized by its caller', () => {
    const { container } = render(<SkeletonBlock style={{ height: 120 }} data-testid="pending" />);
    const block = container.firstElementChild as HTMLElement;
    expect(block).toHaveAttribute('aria-hidden', 'true');
    expect(block).toHaveAttribute('data-testid', 'pending');
    expect(block).toHaveStyle({ display: 'block', height: '120px', overflow: 'hidden' });
  });

  it('shimmers by transform alone, which the compositor runs off the main thread, and not for reduced motion', () => {
    render(<SkeletonBlock />);
    const rules = insertedRules();
    const frames = rules.filter((rule) => /^@keyframes /.test(rule.cssText));
    expect(frames).toHaveLength(1);
    const animated = Array.from((frames[0] as CSSKeyframesRule).cssRules).flatMap((frame) =>
      Array.from((frame as CSSKeyframeRule).style),
    );
    expect(new Set(animated.filter((property) => !property.startsWith('-')))).toEqual(new Set(['transform']));
    const css = rules.map((rule) => rule.cssText).join('\n');
    expect(css).toMatch(/::after \{[^}]*animation: animation-/);
    expect(css).toMatch(/prefers-reduced-motion: reduce\) \{\.[^ ]+::after \{display: none;\}\}/);
  });
});
