// The sending of a login form: one at a time (a press while a send is on its way does nothing), the last failure
// cleared as it starts, and the service's message shown when it throws.
import { useRef, useState } from 'react';
import { apiErrorMessage } from '@storefront/shared-domain';

export function useSubmitOnce() {
  const [failure, setFailure] = useState<string | null>(null);
  const busy = useRef(false);
  const submitOnce = async (send: () => Promise<void>) => {
    if (busy.current) return;
    busy.current = true;
    setFailure(null);
    try {
      await send();
    } catch (error) {
      setFailure(apiErrorMessage(error));
    } finally {
      busy.current = false;
    }
  };
  return { failure, setFailure, submitOnce };
}
