// Opening a sign-up link (/account/login?signup=<token>): the page posts the token once; the account is created and
// signed in, and the visitor goes where they were headed. A dead link hands its message back to the page.
import { useEffect, useRef } from 'react';
import { apiErrorMessage } from '@storefront/shared-domain';
import { useConfirmSignUpMutation } from '../../api/signUp';
import { LoadingStatus } from '../../components/ui';
import { LOGIN_TEXTS } from './texts';
import { useFinishSignIn } from './useFinishSignIn';

export function ConfirmSignUp({ token, onFailed }: { token: string; onFailed: (message: string) => void }) {
  const [confirm] = useConfirmSignUpMutation();
  const finish = useFinishSignIn();
  // A link works once: a second run of the effect (React's development double-mount) must not post it again.
  const started = useRef(false);

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    confirm({ token })
      .unwrap()
      .then(finish)
      .catch((error: unknown) => onFailed(apiErrorMessage(error)));
  }, [confirm, finish, onFailed, token]);

  return <LoadingStatus text={LOGIN_TEXTS.confirming} />;
}
