import { ErrorNotice, SuccessNotice } from './ui';

/** What a sent form answered: its confirmation or its error. */
export type FormOutcome = { ok: boolean; message: string } | null;

/** A sent form's outcome under it: a status line when it went through, an alert when it failed; nothing before. */
export function OutcomeNotice(props: { outcome: FormOutcome; successTestId: string; errorTestId: string }) {
  const { outcome, successTestId, errorTestId } = props;
  if (!outcome) return null;
  return outcome.ok ? (
    <SuccessNotice testId={successTestId}>{outcome.message}</SuccessNotice>
  ) : (
    <ErrorNotice testId={errorTestId}>{outcome.message}</ErrorNotice>
  );
}
