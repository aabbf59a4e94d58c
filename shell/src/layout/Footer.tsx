// Footer (spec 2 §2): the marketing remote's signup, then the footer's body (FooterBody.tsx: link groups, phone, social
// links, payment methods, theme choice, disclaimer). Both lie below the fold on every page, so both are fetched when
// the footer nears the viewport (a page's first load carries only what is on screen). A body that cannot be
// fetched is logged and fetched again on the next page; the footer keeps its frame meanwhile.
import { useRef } from 'react';
import { useTheme } from '@emotion/react';
import { useLocation } from 'react-router-dom';
import { onDemandPart, useNearViewport, useOnDemandPartPerPage } from '@storefront/shared-domain';
import { RemoteView } from '../remotes/RemoteView';
import { OnDemandSlot } from './OnDemandSlot';

export const footerBodyPart = onDemandPart(
  'shell',
  'the footer',
  () => import(/* webpackChunkName: "lazy-footer" */ './FooterBody'),
  (module) => module.default,
);

function LazyFooterBody() {
  const { pathname } = useLocation();
  const { Lazy: FooterBody, attempt, onError } = useOnDemandPartPerPage(footerBodyPart, pathname);
  return (
    <OnDemandSlot what={footerBodyPart.what} attempt={attempt} onError={onError}>
      <FooterBody />
    </OnDemandSlot>
  );
}

export interface FooterProps {
  signupDesktop?: boolean;
  signupMobile?: boolean;
}

export function Footer({ signupDesktop = true, signupMobile = true }: FooterProps) {
  const theme = useTheme();
  const footer = useRef<HTMLElement>(null);
  const near = useNearViewport(footer);
  return (
    <footer
      ref={footer}
      data-boundary="shell"
      data-testid="shell-footer"
      css={{ background: theme.colors.surfaceDark, color: theme.colors.textInverse, minHeight: 120 }}
    >
      {(signupDesktop || signupMobile) && (
        <div data-testid="shell-footer-signup-region">
          <RemoteView
            area="marketing"
            module="./FooterSignup"
            props={{ desktop: signupDesktop, mobile: signupMobile }}
            silent
            nearViewport
          />
        </div>
      )}
      {near && <LazyFooterBody />}
    </footer>
  );
}
