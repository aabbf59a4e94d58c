// The store's reply to a review, written or changed; checked with the rule the service applies.
import { useForm } from 'react-hook-form';
import { reviewReplyProblem } from '@storefront/shared-domain/admin';
import { BusyButton, TextAreaField } from '@storefront/ui';

export interface ReplyFormProps {
  initial: string;
  busy: boolean;
  onSave(text: string): Promise<unknown>;
  testId: string;
}

export function ReplyForm({ initial, busy, onSave, testId }: ReplyFormProps) {
  const { register, handleSubmit, formState } = useForm({ defaultValues: { text: initial } });
  const submit = handleSubmit(async ({ text }) => {
    await onSave(text.trim());
  });
  return (
    <form data-testid={testId} noValidate onSubmit={(event) => void submit(event)}>
      <TextAreaField
        label="Reply from the store"
        rows={3}
        registration={register('text', { validate: (v) => reviewReplyProblem(v) ?? true })}
        error={formState.errors.text}
        testId={`${testId}-text`}
      />
      <BusyButton type="submit" busy={busy} data-testid={`${testId}-save`}>
        Save reply
      </BusyButton>
    </form>
  );
}
