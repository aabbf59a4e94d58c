// Styled elements in every form `css` takes in the store, for the JSX runtime's tests (theme/pageStyles*.test.tsx).
import { css, type Theme } from '@emotion/react';

/** Where the page names its styles for the JSX kernel (shared-domain/src/ui/pageStyleCache.ts). */
const PAGE_STYLES = Symbol.for('storefront.pageStyles');

/** Forgets what a test named, so the next one starts with no page styles. */
export function forgetPageStyles(): void {
  (globalThis as unknown as Record<symbol, unknown>)[PAGE_STYLES] = undefined;
}

export const lead = css`
  label: testLead;
  color: red;
  margin: 0;
`;
export const emphasis = css`
  color: blue;
`;

/** Passes the class it is given on to an element with styles of its own, as the store's primitives do. */
export function Label({ className, children }: { className?: string; children: string }) {
  return (
    <span css={lead} className={className}>
      {children}
    </span>
  );
}

/** css``, an object, an array, a function of the theme, no styles, a plain class kept, a class merged. */
export function StyledSample() {
  return (
    <section css={{ display: 'grid', gap: 8, '&:hover': { opacity: 0.9 } }}>
      <p css={lead}>Lead</p>
      <p css={[lead, emphasis]}>Both</p>
      <p css={(theme: Theme) => ({ color: theme.colors.danger })}>Themed</p>
      <p css={undefined}>No styles</p>
      <p css={emphasis} className="plain">
        Plain class kept
      </p>
      <Label css={emphasis}>Merged: the caller wins</Label>
    </section>
  );
}
