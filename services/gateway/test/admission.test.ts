import { gatewayConfig } from '../src/config';
import { loopUtilization, renderAdmission } from '../src/render/admission';

const admitted = (entry: ReturnType<ReturnType<typeof renderAdmission>['enter']>) => {
  if ('busy' in entry) throw new Error(`left to the browser (${entry.busy})`);
  return entry.leave;
};

describe('renderAdmission', () => {
  it('admits as many renders as allowed, then leaves pages to the browser until one ends (ending twice counts once)', () => {
    const admission = renderAdmission({ maxRenders: 2, maxLoopUtilization: 1 });
    const first = admitted(admission.enter());
    admitted(admission.enter());
    expect(admission.enter()).toEqual({ busy: 'renders' });
    first();
    first();
    admitted(admission.enter());
    expect(admission.enter()).toEqual({ busy: 'renders' });
  });

  it('leaves pages to the browser while the event loop has been busier than allowed, and renders again once it is not', () => {
    let utilization = 0.95;
    const admission = renderAdmission({ maxRenders: 0, maxLoopUtilization: 0.9, loopUtilization: () => utilization });
    expect(admission.enter()).toEqual({ busy: 'loop' });
    utilization = 0.9;
    admitted(admission.enter());
    utilization = 0.2;
    for (let i = 0; i < 100; i += 1) admitted(admission.enter());
  });

  it('has a visitor who would rather wait ask again until a place frees up, or until its time runs out', async () => {
    const admission = renderAdmission({ maxRenders: 1, maxLoopUtilization: 1 });
    const first = admitted(admission.enter());
    setTimeout(first, 60);
    admitted(await admission.enterWithin('page', 200, 20));
    expect(await admission.enterWithin('page', 50, 20)).toEqual({ busy: 'renders' });
  });

  it("admits a kept page's refresh past the loop, in places of its own as many as pages'", () => {
    const admission = renderAdmission({ maxRenders: 1, maxLoopUtilization: 0.9, loopUtilization: () => 1 });
    expect(admission.enter()).toEqual({ busy: 'loop' });
    const refresh = admitted(admission.enter('refresh'));
    expect(admission.enter('refresh')).toEqual({ busy: 'renders' });
    refresh();
    admitted(admission.enter('refresh'));
  });

  it('admits refreshes past a busy loop at a rate, and any number below it', () => {
    let now = 0;
    let utilization = 1;
    const admission = renderAdmission({
      maxRenders: 0,
      maxLoopUtilization: 0.9,
      loopUtilization: () => utilization,
      refreshesPerSecond: 4,
      now: () => now,
    });
    for (let i = 0; i < 4; i += 1) admitted(admission.enter('refresh'));
    expect(admission.enter('refresh')).toEqual({ busy: 'loop' });
    now = 250;
    admitted(admission.enter('refresh'));
    expect(admission.enter('refresh')).toEqual({ busy: 'loop' });
    utilization = 0.5;
    for (let i = 0; i < 10; i += 1) admitted(admission.enter('refresh'));
    // A quiet spell saves no more than a second's worth.
    utilization = 1;
    now = 10_000;
    for (let i = 0; i < 4; i += 1) admitted(admission.enter('refresh'));
    expect(admission.enter('refresh')).toEqual({ busy: 'loop' });
  });

  it('never reads the loop when its limit is 1', () => {
    const utilization = jest.fn(() => 1);
    const admission = renderAdmission({ maxRenders: 0, maxLoopUtilization: 1, loopUtilization: utilization });
    admitted(admission.enter());
    expect(utilization).not.toHaveBeenCalled();
  });
});

/** Runs code for `ms`, letting timers in every 20 ms (a thread kept full, as by renders one after another). */
async function keepBusy(ms: number): Promise<void> {
  const end = Date.now() + ms;
  while (Date.now() < end) {
    const slice = Date.now() + 20;
    while (Date.now() < slice) {
      /* running code */
    }
    await new Promise((resolve) => setTimeout(resolve, 0));
  }
}

const idle = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('loopUtilization', () => {
  it("reads the share of the last second the process's event loop ran code", async () => {
    expect(loopUtilization()).toBe(0);
    await idle(1300);
    expect(loopUtilization()).toBeLessThan(0.5);
    await keepBusy(1300);
    expect(loopUtilization()).toBeGreaterThan(0.8);
    await idle(1300);
    expect(loopUtilization()).toBeLessThan(0.5);
  });

  it('does not read a burst of work as a full thread (a bundle compiled on its first use)', async () => {
    await idle(1300);
    await keepBusy(400);
    expect(loopUtilization()).toBeLessThan(0.9);
  });
});

describe('the limits in the environment', () => {
  it('reads the most pages rendering at once from SSR_MAX_RENDERS (0: no limit)', () => {
    expect(gatewayConfig({}).ssrMaxRenders).toBe(8);
    expect(gatewayConfig({ SSR_MAX_RENDERS: '0' }).ssrMaxRenders).toBe(0);
    expect(gatewayConfig({ SSR_MAX_RENDERS: '64' }).ssrMaxRenders).toBe(64);
    expect(() => gatewayConfig({ SSR_MAX_RENDERS: 'many' })).toThrow(/SSR_MAX_RENDERS/);
    expect(() => gatewayConfig({ SSR_MAX_RENDERS: '-1' })).toThrow(/SSR_MAX_RENDERS/);
  });

  it("reads the most use of the gateway's thread at which a page is rendered from SSR_MAX_LOOP_UTILIZATION (1: no limit)", () => {
    expect(gatewayConfig({}).ssrMaxLoopUtilization).toBe(0.9);
    expect(gatewayConfig({ SSR_MAX_LOOP_UTILIZATION: '1' }).ssrMaxLoopUtilization).toBe(1);
    expect(gatewayConfig({ SSR_MAX_LOOP_UTILIZATION: '0.75' }).ssrMaxLoopUtilization).toBe(0.75);
    for (const bad of ['0', '1.5', '-0.5', 'busy']) {
      expect(() => gatewayConfig({ SSR_MAX_LOOP_UTILIZATION: bad })).toThrow(/SSR_MAX_LOOP_UTILIZATION/);
    }
  });
});
