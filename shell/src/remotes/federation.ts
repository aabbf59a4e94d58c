// The Module Federation runtime as the shell uses it: the build-time instance (same name as the shell's container,
// so it carries the shell's shared modules) plus a runtime plugin that reports load failures.
import { init, type ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';
import { SHELL_CONTAINER_NAME } from './areas';

export interface RemoteRegistration {
  name: string;
  entry: string;
  alias?: string;
}

/** What the shell needs from the runtime; tests substitute a fake. */
export interface FederationRuntime {
  registerRemotes(remotes: RemoteRegistration[], options?: { force?: boolean }): void;
  loadRemote<T>(id: string): Promise<T | null>;
}

export interface RemoteFailure {
  id: string;
  lifecycle: string;
  error: unknown;
}

/**
 * errorLoadRemote: logs the failure with the runtime's detail (which step failed), then lets it propagate (returns
 * nothing) so the error boundary of that region shows its fallback, announces `shell:remote-error` and can retry.
 * The runtime does not cache failed manifests or entries, so a retry really loads again.
 */
export function remoteErrorPlugin(
  report: (failure: RemoteFailure) => void = defaultReport,
): ModuleFederationRuntimePlugin {
  return {
    name: 'storefront-remote-errors',
    errorLoadRemote(args) {
      report({ id: String(args.id), lifecycle: String(args.lifecycle), error: args.error });
      return undefined;
    },
  };
}

function defaultReport({ id, lifecycle, error }: RemoteFailure): void {
  console.error(`[shell] remote '${id}' failed during ${lifecycle}`, error);
}

export function createFederationRuntime(
  plugins: ModuleFederationRuntimePlugin[] = [remoteErrorPlugin()],
): FederationRuntime {
  let instance: ReturnType<typeof init> | null = null;
  const get = () => {
    if (!instance) {
      // init() with the container's name returns the instance the build created (and adds our plugins to it).
      instance = init({ name: SHELL_CONTAINER_NAME, remotes: [], plugins, shareStrategy: 'loaded-first' });
    }
    return instance;
  };
  return {
    registerRemotes: (remotes, options) => get().registerRemotes(remotes, options),
    loadRemote: <T>(id: string) => get().loadRemote<T>(id),
  };
}
