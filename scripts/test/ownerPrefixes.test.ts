import fs from 'node:fs';
import path from 'node:path';

// Names that hold themselves true: every test id, Emotion label and bus event starts with the prefix of the package
// that owns it, so a failing spec or a class name in the DOM says at once whose code to open. A plain scan of the
// source text (no parser): it reads the attributes, props and properties named like a test id, the `label:` of
// Emotion style objects and the keys of the bus's event map. A template id must start with the prefix literally,
// unless it starts with another test id (`${testId}-error`), which is checked where it is written.

const repoRoot = path.resolve(__dirname, '..', '..');

const OWNERS = {
  shell: 'shell',
  'mfe-catalog': 'catalog',
  'mfe-product': 'product',
  'mfe-cart': 'cart',
  'mfe-account': 'account',
  'mfe-marketing': 'marketing',
  // The primitives every web package shares (@storefront/ui): their importers pass them their own test ids.
  ui: 'ui',
} as const;
type Pkg = keyof typeof OWNERS;
const PREFIXES = Object.values(OWNERS);

/**
 * Owners of test ids that are no package of the store: the test payment provider's hosted card fields
 * (services/payments), a page on the provider's own origin that the e2e specs type cards into.
 */
const PROVIDER_PREFIXES = ['payments'];

/** Bus areas that are no web package: shared-domain's session store and vehicle finder hook emit them. */
const SHARED_BUS_AREAS = ['session', 'vehicle'];

/** Names that keep their old form, each with why. `<package> <kind> <name>`. */
const EXCEPTIONS: Record<string, string> = {
  'shell test-id ${area}-error':
    "the shell's fallback stands in for a remote and takes the remote's `<area>-error` id, the one its specs find",
  'shell test-id not-found':
    'bytes: the product page is at its 170 KB ceiling, and this id is in the main script every page loads',
  'mfe-product test-id review-form-page':
    "bytes: the product page is at its 170 KB ceiling; the rename changes the review-form chunk's name in the remote entry",
  'shared-domain bus-event ui:mobile-nav':
    'public bus contract (window.__storefrontBus__): renaming an event breaks integrators and needs BUS_VERSION + 1',
};

interface Finding {
  pkg: string;
  kind: 'test-id' | 'label' | 'bus-event' | 'queried-test-id';
  name: string;
  file: string;
}

function sourceFiles(dir: string): string[] {
  if (!fs.existsSync(dir)) return [];
  return fs.readdirSync(dir, { withFileTypes: true, recursive: true }).flatMap((entry) => {
    if (!entry.isFile() || !/\.tsx?$/.test(entry.name) || entry.name.endsWith('.d.ts')) return [];
    return [path.join(entry.parentPath, entry.name)];
  });
}

/** Tests and their helpers (`src/test/…`, `testMenu.tsx`): their fixture ids never ship. */
const isTestFile = (file: string) =>
  /\.test\.tsx?$/.test(file) || /[\\/]src[\\/]test[\\/]/.test(file) || /^test[A-Z]/.test(path.basename(file));

/** The string and template literals in a piece of code: `{ text, template }` without the quotes. */
function literals(code: string): { text: string; template: boolean }[] {
  const found: { text: string; template: boolean }[] = [];
  for (const m of code.matchAll(/'([^'\n]*)'|"([^"\n]*)"|`([^`]*)`/g)) {
    found.push(m[3] !== undefined ? { text: m[3], template: true } : { text: m[1] ?? m[2], template: false });
  }
  return found;
}

// `data-testid=` / `testId=` / `testIdPrefix =` / `testId:` followed by a literal, a template or a `{…}` expression
// (one level of nested braces, for `${…}`). A `[data-testid="…"]` selector is a query, not a definition.
const TEST_ID_SITE =
  /(?<![[\w-])(data-testid|[A-Za-z]*[tT]estId[A-Za-z]*)\s*(?:=|:)\s*('[^'\n]*'|"[^"\n]*"|`[^`]*`|\{(?:[^{}]|\{[^{}]*\})*\})/g;
// Only `=` and `^=` name the start of an id; `$=` / `*=` match any owner's ids by their end.
const TEST_ID_SELECTOR = /\[data-testid\^?=["']([^"']+)["']\]/g;
const TEST_ID_QUERY = /(?:get|find|query)(?:All)?ByTestId\(\s*(['"`])([^'"`]+)\1/g;
const EMOTION_LABEL = /\blabel\s*:\s*(['"`])([^'"`\n]*)\1|\blabel:([\w-]+);/g;

/** The test ids written in `code`, as source text (templates keep their `${…}`). */
function definedTestIds(code: string): string[] {
  const ids: string[] = [];
  for (const m of code.matchAll(TEST_ID_SITE)) {
    for (const { text, template } of literals(m[2])) {
      // A template that starts from another test id, `${testId}-x` / `${testIdPrefix}-x`, inherits its checked prefix.
      if (template && /^\$\{[\w.]*[tT]est[iI]d\w*\}/.test(text)) continue;
      if (text !== '') ids.push(text);
    }
  }
  return ids;
}

const hasPrefix = (name: string, prefix: string) => name.startsWith(`${prefix}-`);
/** Emotion labels are kebab (`cart-hints`) or camel (`shellPreheader`) case. */
const labelHasPrefix = (name: string, prefix: string) =>
  hasPrefix(name, prefix) || new RegExp(`^${prefix}[A-Z]`).test(name);
/** An Emotion label, told from data called `label` (`{ label: 'About Us', href }`): one word, no spaces, lower first. */
const looksLikeEmotionLabel = (name: string) => /^[a-z][\w-]*$/.test(name);

function scanPackage(pkg: Pkg): { problems: Finding[]; queried: Finding[] } {
  const prefix = OWNERS[pkg];
  const files = sourceFiles(path.join(repoRoot, pkg, 'src'));
  const problems: Finding[] = [];
  const queried: Finding[] = [];
  // Ids the tests define themselves (`remote:${area}/${module}` matches any area and module).
  const fixtureIds: RegExp[] = [];
  const rel = (file: string) => path.relative(repoRoot, file);

  for (const file of files.filter(isTestFile)) {
    for (const id of definedTestIds(fs.readFileSync(file, 'utf8'))) {
      const pattern = id.split(/\$\{[^}]*\}/).map((part) => part.replace(/[.*+?^$()|[\]\\]/g, '\\$&'));
      // A fixture id also covers the ids a component derives from it (`qty` -> `qty-plus`).
      fixtureIds.push(new RegExp(`^${pattern.join('.*')}(-.*)?$`));
    }
  }
  for (const file of files) {
    const code = fs.readFileSync(file, 'utf8');
    if (!isTestFile(file)) {
      for (const name of definedTestIds(code)) {
        if (!hasPrefix(name, prefix)) problems.push({ pkg, kind: 'test-id', name, file: rel(file) });
      }
      for (const m of code.matchAll(EMOTION_LABEL)) {
        const name = m[2] ?? m[3];
        if (looksLikeEmotionLabel(name) && !labelHasPrefix(name, prefix)) {
          problems.push({ pkg, kind: 'label', name, file: rel(file) });
        }
      }
    }
    // Queries: an id the package's tests ask for is its own, a fixture of its tests, or another owner's.
    for (const m of code.matchAll(TEST_ID_SELECTOR)) {
      if (!m[1].startsWith('${')) queried.push({ pkg, kind: 'queried-test-id', name: m[1], file: rel(file) });
    }
    if (isTestFile(file)) {
      for (const m of code.matchAll(TEST_ID_QUERY)) {
        const fixture = fixtureIds.some((pattern) => pattern.test(m[2]));
        // `getByTestId(`${testId}-x`)` asks for a variable id: checked where that id is written.
        if (!fixture && !m[2].startsWith('${'))
          queried.push({ pkg, kind: 'queried-test-id', name: m[2], file: rel(file) });
      }
    }
  }
  return { problems, queried };
}

function busEvents(): Finding[] {
  const file = path.join(repoRoot, 'shared-domain', 'src', 'bus', 'events.ts');
  const code = fs.readFileSync(file, 'utf8');
  const map = /interface StorefrontEventMap \{([\s\S]*?)\n\}/.exec(code);
  if (!map) throw new Error('StorefrontEventMap not found in shared-domain/src/bus/events.ts');
  return [...map[1].matchAll(/^\s*'([^']+)'\s*:/gm)].map((m) => ({
    pkg: 'shared-domain',
    kind: 'bus-event' as const,
    name: m[1],
    file: path.relative(repoRoot, file),
  }));
}

/** Ids of the shared code (the ui package's fields, the render helpers of config/testing): owned by no one package. */
const SHARED_TEST_IDS = new Set(
  [
    ...sourceFiles(path.join(repoRoot, 'shared-domain', 'src')),
    ...sourceFiles(path.join(repoRoot, 'ui', 'src')),
    ...sourceFiles(path.join(repoRoot, 'config', 'testing')),
  ]
    .filter((file) => !/\.test\.tsx?$/.test(file))
    .flatMap((file) => {
      const code = fs.readFileSync(file, 'utf8');
      return [...definedTestIds(code), ...[...code.matchAll(/TEST_ID\s*=\s*'([^']+)'/g)].map((m) => m[1])];
    }),
);

const key = (f: Finding) => `${f.pkg} ${f.kind} ${f.name}`;
const describeFinding = (f: Finding) => `${f.file}: ${f.kind} '${f.name}'`;
const unexcepted = (findings: Finding[]) => findings.filter((f) => !(key(f) in EXCEPTIONS));
/** Test ids kept by an exception: the specs may ask for them. */
const EXCEPTED_TEST_IDS = new Set(
  Object.keys(EXCEPTIONS)
    .filter((k) => k.split(' ')[1] === 'test-id')
    .map((k) => k.split(' ').slice(2).join(' ')),
);

const scans = (Object.keys(OWNERS) as Pkg[]).map(scanPackage);

describe('owner prefixes', () => {
  it('finds the test ids and labels it checks (the scanner still reads the code)', () => {
    const cart = fs.readFileSync(path.join(repoRoot, 'mfe-cart/src/features/cart-panel/CartHints.tsx'), 'utf8');
    expect(definedTestIds(cart).length).toBeGreaterThan(5);
    expect(definedTestIds('<a data-testid={x ? `cart-a-${y}` : "b"} testIdPrefix = \'c\' />')).toEqual([
      'cart-a-${y}',
      'b',
      'c',
    ]);
    expect(definedTestIds('<a data-testid={`${testId}-x`} />')).toEqual([]);
    expect(definedTestIds('q(\'[data-testid="catalog-x"]\')')).toEqual([]);
  });

  it('every test id and Emotion label of a web package starts with its prefix', () => {
    const problems = unexcepted(scans.flatMap((scan) => scan.problems));
    expect(problems.map(describeFinding)).toEqual([]);
  });

  it('every test id a package queries belongs to some owner or is a fixture of its own tests', () => {
    const strays = unexcepted(scans.flatMap((scan) => scan.queried)).filter(
      (f) => !PREFIXES.some((prefix) => hasPrefix(f.name, prefix)) && !SHARED_TEST_IDS.has(f.name),
    );
    expect(strays.map(describeFinding)).toEqual([]);
  });

  it('every test id the e2e specs and the bench ask for belongs to some owner', () => {
    const files = [
      ...sourceFiles(path.join(repoRoot, 'e2e', 'tests')),
      path.join(repoRoot, 'bench', 'web', 'measure.mjs'),
    ];
    const asked = files.flatMap((file) => {
      const code = fs.readFileSync(file, 'utf8');
      return [...code.matchAll(TEST_ID_QUERY)]
        .map((m) => m[2])
        .concat([...code.matchAll(TEST_ID_SELECTOR)].map((m) => m[1]))
        .filter((name) => !name.startsWith('${'))
        .map((name) => `${path.relative(repoRoot, file)}: '${name}'`)
        .filter((found) => {
          const name = found.slice(found.indexOf("'") + 1, -1);
          const owned = [...PREFIXES, ...PROVIDER_PREFIXES].some((prefix) => hasPrefix(name, prefix));
          return !owned && !SHARED_TEST_IDS.has(name) && !EXCEPTED_TEST_IDS.has(name);
        });
    });
    expect(asked).toEqual([]);
  });

  it('every bus event is `<area>:<moment>` with the area of a package or of shared-domain', () => {
    const events = busEvents();
    expect(events.map((e) => e.name)).toContain('cart:add-requested');
    const areas = [...PREFIXES, ...SHARED_BUS_AREAS];
    const strays = unexcepted(events).filter(
      (e) => !areas.some((area) => new RegExp(`^${area}:[a-z][a-z-]*$`).test(e.name)),
    );
    expect(strays.map(describeFinding)).toEqual([]);
  });

  it('every exception still names something that exists', () => {
    const all = [...scans.flatMap((scan) => [...scan.problems, ...scan.queried]), ...busEvents()].map(key);
    expect(Object.keys(EXCEPTIONS).filter((k) => !all.includes(k))).toEqual([]);
  });
});
