/**
 * @jest-environment jsdom
 */
// The inline starter of the shell's document (config/webpack/entryStarter.js): the entry runs at once on a page the
// browser renders; on a page the server rendered, after the first paint and the first screen's images, or a cap.
import fs from 'node:fs';
import path from 'node:path';
import { DEFERRED_PRELOAD_REL, SSR_ATTRIBUTE, entryStarter, startEntry } from '../../config/webpack/entryStarter';
import { DEFERRED_SCRIPT_REL } from '../../services/gateway/src/boot';

const appended = () => Array.from(document.head.querySelectorAll('script')).map((s) => s.getAttribute('src'));

/** An image in #root, loading or not, inside the first screen or below it. */
function image({ loading, top }: { loading: boolean; top: number }): HTMLImageElement {
  const img = document.createElement('img');
  Object.defineProperty(img, 'complete', { value: !loading });
  img.getBoundingClientRect = () =>
    ({ top, bottom: top + 200, left: 0, right: 300, width: 300, height: 200 }) as DOMRect;
  document.getElementById('root')!.append(img);
  return img;
}

/** The page's window, its frames drawn when the test says so. */
let frames: FrameRequestCallback[] = [];
const page = () =>
  ({
    document,
    innerHeight: 800,
    setTimeout: (run: () => void, ms: number) => setTimeout(run, ms),
    clearTimeout: (id: number) => clearTimeout(id),
    requestAnimationFrame: (callback: FrameRequestCallback) => frames.push(callback),
  }) as unknown as Window;

/** Draws the next frame, and runs the task after it. */
function paint(): void {
  const due = frames;
  frames = [];
  due.forEach((callback) => callback(0));
  jest.advanceTimersByTime(0);
}

/** Runs the starter as the document would, then lets the first frame be painted. */
function startAfterFirstPaint(): void {
  startEntry('/main.abc.js', 1500, SSR_ATTRIBUTE, DEFERRED_PRELOAD_REL, page());
  paint();
}

beforeEach(() => {
  jest.useFakeTimers();
  frames = [];
  document.head.innerHTML = '';
  document.body.innerHTML = '<div id="root" data-sf-ssr=""></div>';
});
afterEach(() => jest.useRealTimers());

test('a page the browser renders runs its entry at once', () => {
  document.getElementById('root')!.removeAttribute('data-sf-ssr');
  image({ loading: true, top: 0 });
  startEntry('/main.abc.js', 1500, SSR_ATTRIBUTE, DEFERRED_PRELOAD_REL, page());
  expect(appended()).toEqual(['/main.abc.js']);
});

test('a server-rendered page runs its entry after its first frame, once its first screen images are in', () => {
  const photo = image({ loading: true, top: 100 });
  image({ loading: true, top: 2000 });
  image({ loading: false, top: 0 });
  startEntry('/main.abc.js', 1500, SSR_ATTRIBUTE, DEFERRED_PRELOAD_REL, page());
  expect(appended()).toEqual([]);
  paint();
  expect(appended()).toEqual([]);
  photo.dispatchEvent(new Event('load'));
  expect(appended()).toEqual(['/main.abc.js']);
  jest.advanceTimersByTime(5000);
  expect(appended()).toEqual(['/main.abc.js']);
});

test('asks where no image is past the first one below the screen (the browser would lay out what it left undrawn)', () => {
  const photo = image({ loading: true, top: 100 });
  image({ loading: true, top: 900 });
  const later = image({ loading: true, top: 300 });
  later.getBoundingClientRect = jest.fn(later.getBoundingClientRect);
  startAfterFirstPaint();
  expect(later.getBoundingClientRect).not.toHaveBeenCalled();
  photo.dispatchEvent(new Event('load'));
  expect(appended()).toEqual(['/main.abc.js']);
});

test('with nothing loading it runs right after the first frame; an image that fails counts as in', () => {
  startAfterFirstPaint();
  expect(appended()).toEqual(['/main.abc.js']);

  document.head.innerHTML = '';
  const broken = image({ loading: true, top: 0 });
  startAfterFirstPaint();
  broken.dispatchEvent(new Event('error'));
  expect(appended()).toEqual(['/main.abc.js']);
});

test('a slow image is waited for only so long', () => {
  image({ loading: true, top: 0 });
  startAfterFirstPaint();
  jest.advanceTimersByTime(1499);
  expect(appended()).toEqual([]);
  jest.advanceTimersByTime(1);
  expect(appended()).toEqual(['/main.abc.js']);
});

test('a tab that paints no frame starts soon all the same', () => {
  startEntry('/main.abc.js', 1500, SSR_ATTRIBUTE, DEFERRED_PRELOAD_REL, page());
  jest.advanceTimersByTime(100);
  expect(appended()).toEqual(['/main.abc.js']);
});

test("the page's other scripts are fetched when the entry starts, not before", () => {
  document.head.innerHTML =
    '<link rel="sf-preload" href="/mf/catalog/remoteEntry.js">' +
    '<link rel="sf-preload" href="/wide-menu.js" media="(min-width: 768px)">';
  const preloads = () =>
    Array.from(document.head.querySelectorAll('link[rel="preload"]')).map((link) => [
      link.getAttribute('as'),
      link.getAttribute('href'),
      link.getAttribute('media'),
    ]);
  image({ loading: true, top: 0 }).id = 'photo';
  startEntry('/main.abc.js', 1500, SSR_ATTRIBUTE, DEFERRED_PRELOAD_REL, page());
  paint();
  expect(preloads()).toEqual([]);
  document.getElementById('photo')!.dispatchEvent(new Event('load'));
  expect(appended()).toEqual(['/main.abc.js']);
  expect(preloads()).toEqual([
    ['script', '/mf/catalog/remoteEntry.js', null],
    ['script', '/wide-menu.js', '(min-width: 768px)'],
  ]);
});

test('the inline form calls the same function with the entry, the cap and the marks', () => {
  expect(entryStarter('/main.abc.js')).toBe(
    `(${startEntry.toString()})("/main.abc.js",1500,"${SSR_ATTRIBUTE}","${DEFERRED_PRELOAD_REL}");`,
  );
});

test("the gateway names the remotes' scripts as the starter looks for them", () => {
  expect(DEFERRED_SCRIPT_REL).toBe(DEFERRED_PRELOAD_REL);
});

test("the mark it looks for is the one the shell's hydration reads", () => {
  const hydration = fs.readFileSync(path.join(__dirname, '../../shell/src/hydration.ts'), 'utf8');
  expect(hydration).toContain(`export const SSR_ATTRIBUTE = '${SSR_ATTRIBUTE}';`);
});
