// The dashboard's password panel. Its form (PasswordForm.tsx, with react-hook-form and zod) is a chunk of its own:
// on a phone the panel is far below the fold, so the form is fetched once the panel comes near the
// viewport (shared-domain useNearViewport); on a desktop where it is in view at load, at once. Until it arrives an
// inert stand-in with the same fields holds its room, so nothing moves; a failed fetch shows the error line with
// 'Try again?'.
import { Suspense, useRef } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { OnDemandBoundary, onDemandPart, useNearViewport, useOnDemandPart } from '@storefront/shared-domain';
import { Form } from '../../components/fields';
import { LoadFailed } from '../../components/LoadFailed';
import { Panel, SectionTitle } from '../../components/ui';
import { PasswordFields } from './PasswordFields';
import { ACCOUNT_TEXTS } from './texts';

const passwordForm = onDemandPart(
  'account',
  'the password form',
  () => import('./PasswordForm'),
  (module) => module.PasswordForm,
);

const ignore = () => undefined;
const standInRegistration = (name: string): UseFormRegisterReturn => ({
  name,
  onChange: async () => undefined,
  onBlur: async () => undefined,
  ref: ignore,
});

/** The form's exact layout, inert and marked busy, while the real one is fetched. */
function PasswordFormStandIn() {
  return (
    <Form inert aria-busy="true" data-testid="account-password-placeholder">
      <PasswordFields register={standInRegistration} />
    </Form>
  );
}

export function PasswordPanel() {
  const panelRef = useRef<HTMLElement>(null);
  const near = useNearViewport(panelRef);
  const { Lazy: PasswordForm, attempt, retry } = useOnDemandPart(passwordForm);

  return (
    <Panel ref={panelRef} aria-labelledby="account-password-heading" data-testid="account-password">
      <SectionTitle id="account-password-heading">{ACCOUNT_TEXTS.password}</SectionTitle>
      {near ? (
        <OnDemandBoundary
          key={attempt}
          what={passwordForm.what}
          failed={<LoadFailed onRetry={retry} testId="account-password-load-error" />}
        >
          <Suspense fallback={<PasswordFormStandIn />}>
            <PasswordForm />
          </Suspense>
        </OnDemandBoundary>
      ) : (
        <PasswordFormStandIn />
      )}
    </Panel>
  );
}
