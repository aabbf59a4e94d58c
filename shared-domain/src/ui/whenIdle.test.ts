/** @jest-environment jsdom */
import { act, renderHook } from '@testing-library/react';
import { useIdleSinceMount, whenIdle } from './whenIdle';

afterEach(() => {
  delete (window as { requestIdleCallback?: unknown }).requestIdleCallback;
});

/** A browser that says when it is idle: the callbacks it was given, to run when the test says so. */
function idleBrowser() {
  const waiting = new Map<number, () => void>();
  let next = 1;
  const request = jest.fn((callback: () => void, options?: { timeout?: number }) => {
    void options;
    waiting.set(next, callback);
    return next++;
  });
  window.requestIdleCallback = request as never;
  return { request, runIdle: () => [...waiting.values()].forEach((callback) => callback()) };
}

describe('whenIdle', () => {
  it('runs the work when the browser is idle, within 2 s', () => {
    const { request, runIdle } = idleBrowser();
    const work = jest.fn();
    whenIdle(work);
    expect(request).toHaveBeenLastCalledWith(expect.any(Function), { timeout: 2000 });
    expect(work).not.toHaveBeenCalled();
    runIdle();
    expect(work).toHaveBeenCalledTimes(1);
  });

  it('runs the work in a later task where the browser cannot tell when it is idle', async () => {
    const work = jest.fn();
    whenIdle(work);
    expect(work).not.toHaveBeenCalled();
    await new Promise((r) => setTimeout(r, 0));
    expect(work).toHaveBeenCalledTimes(1);
  });
});

describe('useIdleSinceMount', () => {
  it('is false when mounted and true from the first idle moment on', () => {
    const { runIdle } = idleBrowser();
    const { result, rerender } = renderHook(() => useIdleSinceMount());
    expect(result.current).toBe(false);
    act(runIdle);
    expect(result.current).toBe(true);
    rerender();
    expect(result.current).toBe(true);
  });

  it('leaves a component unmounted before the idle moment alone', () => {
    const { runIdle } = idleBrowser();
    const error = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const { unmount } = renderHook(() => useIdleSinceMount());
    unmount();
    act(runIdle);
    expect(error).not.toHaveBeenCalled();
    error.mockRestore();
  });
});
