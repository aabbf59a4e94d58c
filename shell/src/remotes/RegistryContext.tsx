import { createContext, useContext, type ReactNode } from 'react';
import type { RemoteRegistry } from './registry';

const RegistryContext = createContext<RemoteRegistry | null>(null);

export function RemoteRegistryProvider({ registry, children }: { registry: RemoteRegistry; children: ReactNode }) {
  return <RegistryContext.Provider value={registry}>{children}</RegistryContext.Provider>;
}

export function useRemoteRegistry(): RemoteRegistry {
  const registry = useContext(RegistryContext);
  if (!registry) throw new Error('useRemoteRegistry must be used inside <RemoteRegistryProvider>');
  return registry;
}
