// The account's error line for a part fetched on demand (shared-domain onDemandPart) that could not be fetched.
import { ERROR_TEXTS } from '@storefront/shared-domain';
import { Button } from '@storefront/ui';
import { ErrorNotice, Row, Stack } from './ui';

/** The shared error line for a part that could not be fetched, with 'Try again?'. */
export function LoadFailed({ onRetry, testId }: { onRetry: () => void; testId: string }) {
  return (
    <Stack data-testid={testId}>
      <ErrorNotice>{ERROR_TEXTS.fetchFailed}</ErrorNotice>
      <Row>
        <Button onClick={onRetry}>{ERROR_TEXTS.tryAgain}</Button>
      </Row>
    </Stack>
  );
}
