// Footer newsletter signup (spec 2 §4 'Footer signup', §5 'Footer signup', §8): email, email consent, phone, SMS
// consent. Hidden for signed-in users and while the session loads. Success lays 'THANK YOU FOR SIGNING UP!' over the
// form. The exposed module of every page, so it stays light: the working form (FooterSignupForm,
// react-hook-form + zod) is its own chunk, asked for when the footer is in view, or within 600 px of it once the visitor
// scrolls, or on the first focus or pointer press inside it, whichever comes first (at once where IntersectionObserver
// is missing). Until
// it arrives a static stand-in of the same layout holds its place (FooterSignupPlaceholder, which also explains how
// what is typed in it carries over).
import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { useTheme } from '@emotion/react';
import {
  colorVariable,
  darkPalette,
  selectIsLoggedIn,
  selectSessionStatus,
  showFooterSignup,
  useAppSelector,
} from '@storefront/shared-domain';
import { FOOTER_SIGNUP_TEXTS } from './FooterSignupLayout';
import { FooterSignupPlaceholder, type FooterSignupDraft } from './FooterSignupPlaceholder';

/** How far below the viewport the footer starts loading its form: a fast scroll still finds it ready. */
export const FOOTER_SIGNUP_LOAD_MARGIN_PX = 600;

const loadFooterSignupForm = () => import('./FooterSignupForm');

/**
 * The real form as a lazy component whose import waits for `start()`. Rendered from the first paint inside a Suspense
 * boundary whose fallback is the stand-in, so the stand-in stays the same mounted element (its inputs, their values
 * and focus) until React swaps it for the form in one commit.
 */
function createDeferredForm() {
  let start: () => void = () => undefined;
  const started = new Promise<void>((resolve) => {
    start = resolve;
  });
  const Form = lazy(() => started.then(loadFooterSignupForm).then((module) => ({ default: module.FooterSignupForm })));
  return { Form, start };
}

export interface FooterSignupProps {
  /** The form on 768 px and wider (the shell's page switch 'footer signup (desktop)'). */
  desktop?: boolean;
  /** The form under 768 px (page switch 'footer signup (mobile)'). */
  mobile?: boolean;
}

export function FooterSignup({ desktop = true, mobile = true }: FooterSignupProps) {
  const theme = useTheme();
  const status = useAppSelector(selectSessionStatus);
  const loggedIn = useAppSelector(selectIsLoggedIn);
  const [done, setDone] = useState(false);
  const [{ Form, start }] = useState(createDeferredForm);
  const draft = useRef<FooterSignupDraft | null>(null);
  const sectionRef = useRef<HTMLElement>(null);
  const shown = showFooterSignup({ status, loggedIn }) && (desktop || mobile);

  useEffect(() => {
    const section = sectionRef.current;
    if (!shown || !section) return undefined;
    if (typeof IntersectionObserver === 'undefined') {
      start();
      return undefined;
    }
    const observers: IntersectionObserver[] = [];
    const watch = (rootMargin: string) => {
      const observer = new IntersectionObserver(
        (entries) => {
          if (!entries.some((entry) => entry.isIntersecting)) return;
          for (const each of observers) each.disconnect();
          start();
        },
        { rootMargin },
      );
      observer.observe(section);
      observers.push(observer);
    };
    // On arrival only a footer in view asks for the form (the page's first load stays light: the footer starts just
    // below the fold); once the visitor scrolls, it is asked for 600 px ahead so a fast scroll finds it ready.
    watch('0px');
    const onScroll = () => watch(`${FOOTER_SIGNUP_LOAD_MARGIN_PX}px 0px`);
    window.addEventListener('scroll', onScroll, { once: true, passive: true });
    return () => {
      window.removeEventListener('scroll', onScroll);
      for (const observer of observers) observer.disconnect();
    };
  }, [shown, start]);

  if (!shown) return null;

  return (
    <section
      ref={sectionRef}
      data-boundary="marketing"
      data-testid="marketing-footer-signup"
      aria-labelledby="footer-signup-title"
      // Focus (it bubbles in React) or a press anywhere inside: the visitor is about to use the form.
      onFocus={start}
      onPointerDown={start}
      css={{
        position: 'relative',
        padding: `${theme.spacing.lg} ${theme.spacing.md}`,
        background: theme.colors.surfaceDark,
        color: theme.colors.textInverse,
        // The messages' red (spec 2 §5) on this near-black band in either theme: the dark palette's red reads at
        // about 6.8:1 here, the light palette's at 3.3:1 (under WCAG AA's 4.5:1).
        [colorVariable('danger')]: darkPalette.danger,
        borderBottom: `1px solid ${theme.colors.border}`,
        ...(desktop ? {} : { [theme.mq.tabletUp]: { display: 'none' } }),
        ...(mobile ? {} : { [theme.mq.mobile]: { display: 'none' } }),
      }}
    >
      <div css={{ maxWidth: 720, margin: '0 auto' }}>
        <h2 id="footer-signup-title" css={{ margin: 0, fontSize: theme.typography.sizes.lg, textAlign: 'center' }}>
          {FOOTER_SIGNUP_TEXTS.title}
        </h2>
        <p css={{ margin: `${theme.spacing.xs} 0 ${theme.spacing.md}`, textAlign: 'center' }}>
          {FOOTER_SIGNUP_TEXTS.intro}
        </p>
        <Suspense fallback={<FooterSignupPlaceholder draft={draft} />}>
          <Form done={done} onDone={() => setDone(true)} draft={draft} />
        </Suspense>
      </div>
      {done ? (
        <div
          role="status"
          data-testid="marketing-footer-signup-thank-you"
          css={{
            position: 'absolute',
            inset: 0,
            display: 'flex',
            alignItems: 'center',
            justifyContent: 'center',
            background: theme.colors.surfaceDark,
            color: theme.colors.textInverse,
            fontSize: theme.typography.sizes.xl,
            fontWeight: theme.typography.weights.bold,
            letterSpacing: '0.04em',
          }}
        >
          {FOOTER_SIGNUP_TEXTS.thankYou}
        </div>
      ) : null}
    </section>
  );
}
