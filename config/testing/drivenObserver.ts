// An IntersectionObserver the tests drive (jsdom has none; the setup's stand-in never reports): `enter()` reports every
// observed element as intersecting, as if the shopper had scrolled to it.
export class DrivenObserver {
  static all: DrivenObserver[] = [];
  readonly observed: Element[] = [];
  constructor(
    private readonly callback: IntersectionObserverCallback,
    readonly options: IntersectionObserverInit = {},
  ) {
    DrivenObserver.all.push(this);
  }
  observe(element: Element) {
    this.observed.push(element);
  }
  unobserve() {}
  disconnect() {
    this.observed.length = 0;
  }
  takeRecords() {
    return [];
  }
  static enter() {
    for (const observer of DrivenObserver.all) {
      const entries = observer.observed.map((target) => ({ target, isIntersecting: true }));
      if (entries.length) observer.callback(entries as unknown as IntersectionObserverEntry[], observer as never);
    }
  }
}

/** Installs DrivenObserver for each test of the calling file (and restores the setup's observer after). */
export function installDrivenObserver() {
  const observerOfSetup = window.IntersectionObserver;
  beforeEach(() => {
    DrivenObserver.all = [];
    window.IntersectionObserver = DrivenObserver as unknown as typeof IntersectionObserver;
  });
  afterEach(() => {
    window.IntersectionObserver = observerOfSetup;
  });
}
