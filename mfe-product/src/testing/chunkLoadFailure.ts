// What the product page shows for a chunk that could not be fetched (see mockFailOnce in product-page/testKit): the
// error line in place of what the chunk renders, and the failure logged to the console.
import { screen, within } from '@testing-library/react';
import { failedChunks } from '../features/product-page/testKit';

/**
 * Waits for the error line `testId` and checks that only `chunk` failed, that the line says the fetch error, and
 * that `consoleError` logged `message` with the error. Returns the error line.
 */
export async function expectChunkLoadFailure(
  consoleError: jest.SpyInstance,
  { testId, chunk, message }: { testId: string; chunk: string; message: string },
): Promise<HTMLElement> {
  const failure = await screen.findByTestId(testId);
  expect(failedChunks()).toEqual([chunk]);
  expect(within(failure).getByRole('alert')).toHaveTextContent('An error occurred while fetching the data.');
  expect(consoleError).toHaveBeenCalledWith(message, expect.any(Error));
  return failure;
}
