// The subscriber forms' form_type (spec 2 §3 'Subscriber payload', §7) and the popup's validation texts: 'mobile'
// under 768 px (deviceClassForWidth), else 'desktop' (tablets get the desktop form). Follows window resizes.
import { useSyncExternalStore } from 'react';
import { deviceClassForWidth, type FormDevice } from '@storefront/shared-domain';

export function currentFormType(): FormDevice {
  const width = typeof window === 'undefined' ? Number.POSITIVE_INFINITY : window.innerWidth;
  return deviceClassForWidth(width) === 'mobile' ? 'mobile' : 'desktop';
}

function subscribe(onChange: () => void): () => void {
  if (typeof window === 'undefined') return () => undefined;
  window.addEventListener('resize', onChange);
  return () => window.removeEventListener('resize', onChange);
}

export function useFormType(): FormDevice {
  return useSyncExternalStore(subscribe, currentFormType, () => 'desktop');
}
