import { containerName } from '../../../config/webpack/naming';
import { containerNameOf, REMOTE_AREAS, SHELL_CONTAINER_NAME } from './areas';
import { createFederationRuntime, remoteErrorPlugin } from './federation';

const instance = {
  registerRemotes: jest.fn(),
  loadRemote: jest.fn(async () => ({ default: 'x' })),
  options: { shared: { react: [], 'react-dom': [] } },
  loadShare: jest.fn(async () => () => ({})),
};
jest.mock('@module-federation/enhanced/runtime', () => ({ init: jest.fn(() => instance) }));
// eslint-disable-next-line @typescript-eslint/no-require-imports
const { init } = require('@module-federation/enhanced/runtime') as { init: jest.Mock };

describe('federation runtime', () => {
  it('uses the names the webpack config gives the containers', () => {
    expect(SHELL_CONTAINER_NAME).toBe(containerName('shell'));
    for (const area of REMOTE_AREAS) expect(containerNameOf(area)).toBe(containerName(area));
  });

  it("joins the shell build's instance (same name) with the error plugin and loaded-first sharing", async () => {
    const runtime = createFederationRuntime();
    runtime.registerRemotes([{ name: 'storefront_cart', entry: 'http://x/mf-manifest.json' }], { force: true });
    await runtime.loadRemote('storefront_cart/CartPanel');
    expect(init).toHaveBeenCalledTimes(1);
    expect(init.mock.calls[0][0]).toMatchObject({
      name: 'storefront_shell',
      remotes: [],
      shareStrategy: 'loaded-first',
      plugins: [expect.objectContaining({ name: 'storefront-remote-errors' })],
    });
    expect(instance.registerRemotes).toHaveBeenCalledWith(
      [{ name: 'storefront_cart', entry: 'http://x/mf-manifest.json' }],
      {
        force: true,
      },
    );
    expect(instance.loadRemote).toHaveBeenCalledWith('storefront_cart/CartPanel');
    // The shell's own shared modules are not loaded through the runtime (its runtime plugin names it as their user).
    expect(instance.loadShare).not.toHaveBeenCalled();
  });

  it('errorLoadRemote reports the failure and lets it propagate to the error boundary', () => {
    const report = jest.fn();
    const plugin = remoteErrorPlugin(report);
    const error = new Error('Loading script failed');
    const result = plugin.errorLoadRemote?.({ id: 'storefront_cart/CartPanel', error, lifecycle: 'onLoad' } as never);
    expect(result).toBeUndefined();
    expect(report).toHaveBeenCalledWith({ id: 'storefront_cart/CartPanel', lifecycle: 'onLoad', error });
  });

  it('by default logs the failure with the step that failed', () => {
    const logged = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    remoteErrorPlugin().errorLoadRemote?.({
      id: 'storefront_product/ProductPage',
      error: new Error('boom'),
      lifecycle: 'onLoad',
    } as never);
    expect(logged).toHaveBeenCalledWith(
      "[shell] remote 'storefront_product/ProductPage' failed during onLoad",
      expect.any(Error),
    );
    logged.mockRestore();
  });
});
