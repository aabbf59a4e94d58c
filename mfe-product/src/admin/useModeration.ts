// Runs one moderation call and keeps its outcome for an AdminNotice: the success sentence, or the API's error text.
import { useState } from 'react';
import { adminErrorText } from '@storefront/ui';

export interface Outcome {
  kind: 'error' | 'success';
  text: string;
}

export function useModeration() {
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const run = async (call: () => { unwrap(): Promise<unknown> }, success: string): Promise<boolean> => {
    setOutcome(null);
    try {
      await call().unwrap();
      setOutcome({ kind: 'success', text: success });
      return true;
    } catch (error) {
      setOutcome({ kind: 'error', text: adminErrorText(error) });
      return false;
    }
  };
  return { outcome, run };
}
