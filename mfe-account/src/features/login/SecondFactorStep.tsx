// The code step of a staff sign-in, fetched only when the sign-in answer asks for it (a shopper's sign-in page never
// loads it): one field for the authenticator app's code; the right code starts the session and the page goes on to
// where the sign-in was headed.
import { useForm } from 'react-hook-form';
import { apiErrorMessage, type SignInResult } from '@storefront/shared-domain';
import { ADMIN_TEXTS, SECOND_FACTOR_REQUIRED, STAFF_TOTP } from '@storefront/shared-domain/admin';
import { BusyButton, Button, TextField } from '@storefront/ui';
import { useSignInSecondFactorMutation } from '../../api/secondFactor';
import { Form } from '../../components/fields';
import { ErrorNotice, Panel, SectionTitle } from '../../components/ui';
import { LOGIN_TEXTS } from './texts';
import { useCallbackPath } from './useFinishSignIn';

/** Whether a sign-in answer's error asks for the code. */
export function asksForCode(error: string | null | undefined): boolean {
  return error === SECOND_FACTOR_REQUIRED;
}

const CODE = new RegExp(`^\\d{${STAFF_TOTP.digits}}$`);

/** A code as the app shows it, spaces allowed ('123 456'). */
function codeProblem(value: string): true | string {
  return CODE.test(value.replace(/\s+/g, '')) ? true : LOGIN_TEXTS.codeInvalid(STAFF_TOTP.digits);
}

export interface SecondFactorStepProps {
  onSignedIn(result: SignInResult): Promise<void>;
  /** Back to the password (the remembered password expired, or the visitor wants another account). */
  onRestart(): void;
}

export default function SecondFactorStep({ onSignedIn, onRestart }: SecondFactorStepProps) {
  const callbackPath = useCallbackPath();
  const [send, { error: failure, reset }] = useSignInSecondFactorMutation();
  const {
    register,
    handleSubmit,
    resetField,
    formState: { errors, isSubmitting },
  } = useForm<{ code: string }>({ defaultValues: { code: '' } });

  const onSubmit = handleSubmit(async ({ code }) => {
    reset();
    const result = await send({ code: code.replace(/\s+/g, ''), callbackUrl: callbackPath() })
      .unwrap()
      .catch(() => null);
    if (result?.ok) return onSignedIn(result);
    resetField('code');
  });

  return (
    <Panel aria-labelledby="account-second-factor-heading" data-testid="account-second-factor">
      <SectionTitle id="account-second-factor-heading">{LOGIN_TEXTS.secondFactorHeading}</SectionTitle>
      <Form onSubmit={onSubmit} noValidate aria-label={LOGIN_TEXTS.secondFactorHeading}>
        <TextField
          label={ADMIN_TEXTS.codeLabel}
          hint={ADMIN_TEXTS.codeHint}
          inputMode="numeric"
          autoComplete="one-time-code"
          maxLength={STAFF_TOTP.digits + 2}
          registration={register('code', { validate: codeProblem })}
          error={errors.code}
          testId="account-second-factor-code"
        />
        {failure && <ErrorNotice testId="account-second-factor-error">{apiErrorMessage(failure)}</ErrorNotice>}
        <BusyButton type="submit" variant="primary" busy={isSubmitting}>
          {LOGIN_TEXTS.continue}
        </BusyButton>
        <Button type="button" variant="ghost" onClick={onRestart}>
          {LOGIN_TEXTS.signInAgain}
        </Button>
      </Form>
    </Panel>
  );
}
