// Which environment variables a process needs, read from its source: the code reached from its entry file (its
// `main.ts`), following imports into the service platform, is searched for the ways this repository reads settings.
// Used by manifests.test.ts to hold every Deployment and the seed Job to what their code asks for.
//
// A variable is required when the reached code
// - refuses to start without it in production: `X is required in production` / `X and Y are required in production`
//   (the secrets: platform/src/viewer.ts, account/src/app.ts, reviews and marketing config.ts);
// - declares it in a zod schema given to the platform's `loadConfig` without `.optional()`, `.default()` or `.catch()`
//   (directly or through a helper such as `smtpUrlSetting`), so `loadConfig` fails without it;
// - falls back to a loopback address without it (`HOST` '127.0.0.1', `<AREA>_SERVICE_URL` 'http://127.0.0.1:400x',
//   `MONGODB_URI` 'mongodb://127.0.0.1:27027', `PUBLIC_ORIGIN` 'http://localhost:8080'): in a pod, loopback is the pod
//   itself, so the default cannot work. Found in schema `.default(...)`s, in `env.X ?? fallback` / `env.X || fallback`
//   and in names built as `${area.toUpperCase()}_SUFFIX` with a loopback fallback (every schema key of that form);
// - falls back to a credential written in the source: `env.X ?? 'literal'` where X names a secret, password, token or
//   private key (the seed's development account passwords).
//
// Code is reached the way it runs: every top-level statement of the entry file, the unnamed top-level statements of
// every module it loads, and each top-level declaration (function, class, const) once reached code names it.
import fs from 'node:fs';
import path from 'node:path';

export type RequirementKind = 'production' | 'schema' | 'loopback' | 'credential';

export interface Requirement {
  name: string;
  kind: RequirementKind;
  /** Where it was found, relative to the repository root. */
  file: string;
}

interface Chunk {
  name: string | null;
  /** Functions, classes and consts run (or are used) only when reached code names them. */
  lazy: boolean;
  /** Source without comments. */
  text: string;
}

interface Module {
  file: string;
  chunks: Chunk[];
  /** Local name -> where it comes from ('*' for a namespace import). */
  imports: Map<string, { from: string; name: string }>;
  /** Exported name -> where it comes from (`export { a } from './x'`). */
  reexports: Map<string, { from: string; name: string }>;
  starExports: string[];
  /** Files loaded when this one is (its non-type imports and re-exports). */
  loads: string[];
}

const IDENT = /[A-Za-z_$][\w$]*/g;
const ENV_NAME = '[A-Z][A-Z0-9_]+';

/** The source without comments; strings, template literals and regular expressions are kept as they are. */
export function stripComments(src: string): string {
  let out = '';
  let i = 0;
  let lastSignificant = '';
  while (i < src.length) {
    const c = src[i];
    const next = src[i + 1];
    if (c === '/' && next === '/') {
      while (i < src.length && src[i] !== '\n') i++;
      continue;
    }
    if (c === '/' && next === '*') {
      const end = src.indexOf('*/', i + 2);
      i = end < 0 ? src.length : end + 2;
      continue;
    }
    if (c === "'" || c === '"' || c === '`') {
      let j = i + 1;
      while (j < src.length && src[j] !== c) j += src[j] === '\\' ? 2 : 1;
      out += src.slice(i, j + 1);
      i = j + 1;
      lastSignificant = c;
      continue;
    }
    if (c === '/' && (lastSignificant === '' || '(,=:[!&|?{};+-*%<>~^'.includes(lastSignificant))) {
      // A regular expression literal: up to the closing slash outside a character class.
      let j = i + 1;
      let inClass = false;
      while (j < src.length && src[j] !== '\n' && (inClass || src[j] !== '/')) {
        if (src[j] === '\\') j++;
        else if (src[j] === '[') inClass = true;
        else if (src[j] === ']') inClass = false;
        j++;
      }
      out += src.slice(i, j + 1);
      i = j + 1;
      lastSignificant = '/';
      continue;
    }
    out += c;
    if (!/\s/.test(c)) lastSignificant = c;
    i++;
  }
  return out;
}

const DECLARATION =
  /^(?:export\s+)?(?:default\s+)?(?:declare\s+)?(?:abstract\s+)?(?:async\s+)?(function\*?|const|let|var|class|interface|type|enum)\s+([A-Za-z_$][\w$]*)/;

/** Splits a prettier-formatted module at its top-level lines (column 0): one chunk per declaration or statement. */
function chunksOf(text: string): Chunk[] {
  const chunks: Chunk[] = [];
  let current: string[] | null = null;
  const flush = () => {
    if (!current) return;
    const body = current.join('\n');
    const m = DECLARATION.exec(body);
    chunks.push({ name: m ? m[2] : null, lazy: m !== null, text: body });
    current = null;
  };
  for (const line of text.split('\n')) {
    if (/^[A-Za-z_$@(]/.test(line)) {
      flush();
      current = [line];
    } else if (current) current.push(line);
  }
  flush();
  return chunks.filter((c) => !/^(?:import|export\s+(?:type\s+)?(?:\*|\{[^}]*\}\s*from))\b/.test(c.text));
}

function parseBindings(clause: string, from: string, into: Map<string, { from: string; name: string }>) {
  const namespace = /\*\s+as\s+([\w$]+)/.exec(clause);
  if (namespace) into.set(namespace[1], { from, name: '*' });
  const braces = /\{([\s\S]*)\}/.exec(clause);
  const outside = clause.replace(/\{[\s\S]*\}/, '').replace(/\*\s+as\s+[\w$]+/, '');
  const defaultName = /^\s*([\w$]+)/.exec(outside);
  if (defaultName && defaultName[1] !== 'type') into.set(defaultName[1], { from, name: 'default' });
  for (const part of braces ? braces[1].split(',') : []) {
    const spec = part.trim();
    if (!spec || spec.startsWith('type ')) continue;
    const [name, local] = spec.split(/\s+as\s+/).map((s) => s.trim());
    into.set(local ?? name, { from, name });
  }
}

export class SourceGraph {
  private readonly modules = new Map<string, Module | null>();
  private readonly repoRoot: string;
  /** Package names resolved to a source file (workspace packages, as jest's moduleNameMapper does). */
  private readonly packages: Record<string, string>;

  constructor(repoRoot: string, packages: Record<string, string>) {
    this.repoRoot = repoRoot;
    this.packages = packages;
  }

  resolve(spec: string, fromFile: string): string | null {
    if (spec in this.packages) return path.join(this.repoRoot, this.packages[spec]);
    if (!spec.startsWith('.')) return null;
    const base = path.resolve(path.dirname(fromFile), spec);
    for (const candidate of [base, `${base}.ts`, `${base}.tsx`, path.join(base, 'index.ts')]) {
      if (fs.existsSync(candidate) && fs.statSync(candidate).isFile()) return candidate;
    }
    return null;
  }

  module(file: string): Module | null {
    if (this.modules.has(file)) return this.modules.get(file) ?? null;
    if (!fs.existsSync(file)) {
      this.modules.set(file, null);
      return null;
    }
    const text = stripComments(fs.readFileSync(file, 'utf8'));
    const mod: Module = {
      file,
      chunks: chunksOf(text),
      imports: new Map(),
      reexports: new Map(),
      starExports: [],
      loads: [],
    };
    this.modules.set(file, mod);
    const load = (spec: string) => {
      const target = this.resolve(spec, file);
      if (target) mod.loads.push(target);
      return target;
    };
    for (const m of text.matchAll(/^import\s+(type\s+)?([\s\S]*?)\s+from\s+['"]([^'"]+)['"]/gm)) {
      if (m[1]) continue;
      const target = load(m[3]);
      if (target) parseBindings(m[2], target, mod.imports);
    }
    for (const m of text.matchAll(/^import\s+['"]([^'"]+)['"]/gm)) load(m[1]);
    // `const { a, b } = require('x')` anywhere (scripts written as CommonJS or mixing it in).
    for (const m of text.matchAll(/\{([^}]*)\}\s*=\s*require\(\s*['"]([^'"]+)['"]\s*\)/g)) {
      const target = load(m[2]);
      if (target) parseBindings(`{${m[1].replace(/:/g, ' as ')}}`, target, mod.imports);
    }
    for (const m of text.matchAll(/^export\s+(type\s+)?\{([\s\S]*?)\}\s*from\s+['"]([^'"]+)['"]/gm)) {
      if (m[1]) continue;
      const target = load(m[3]);
      if (target) parseBindings(`{${m[2]}}`, target, mod.reexports);
    }
    for (const m of text.matchAll(/^export\s+\*\s+from\s+['"]([^'"]+)['"]/gm)) {
      const target = load(m[1]);
      if (target) mod.starExports.push(target);
    }
    return mod;
  }

  /** The chunk that defines `name` as exported by `file` (through re-exports). */
  private exported(file: string, name: string, seen = new Set<string>()): { mod: Module; chunk: Chunk } | null {
    const key = `${file}#${name}`;
    if (seen.has(key)) return null;
    seen.add(key);
    const mod = this.module(file);
    if (!mod) return null;
    const own = mod.chunks.find((c) => c.name === name);
    if (own) return { mod, chunk: own };
    const re = mod.reexports.get(name);
    if (re) return this.exported(re.from, re.name, seen);
    const local = mod.imports.get(name); // `import { a } from './x'; export { a };`
    if (local && local.name !== '*') return this.exported(local.from, local.name, seen);
    for (const star of mod.starExports) {
      const found = this.exported(star, name, seen);
      if (found) return found;
    }
    return null;
  }

  /** Every declaration `file` exports, its own and re-exported ones. */
  private allExports(file: string, seen = new Set<string>()): Array<{ mod: Module; chunk: Chunk }> {
    const mod = this.module(file);
    if (!mod || seen.has(file)) return [];
    seen.add(file);
    const own = mod.chunks.filter((c) => c.name && c.text.startsWith('export')).map((chunk) => ({ mod, chunk }));
    const re = [...mod.reexports.keys()].map((name) => this.exported(file, name)).filter((f) => f !== null);
    return [...own, ...re, ...mod.starExports.flatMap((star) => this.allExports(star, seen))];
  }

  /** The code a process runs from its entry files: [module, chunk] pairs. */
  reached(entries: string[]): Array<{ mod: Module; chunk: Chunk }> {
    const done = new Set<Chunk>();
    const out: Array<{ mod: Module; chunk: Chunk }> = [];
    const queue: Array<{ mod: Module; chunk: Chunk }> = [];
    const visit = (mod: Module, chunk: Chunk) => {
      if (done.has(chunk)) return;
      done.add(chunk);
      out.push({ mod, chunk });
      queue.push({ mod, chunk });
    };
    const loaded = new Set<string>();
    const loadFile = (file: string, entry: boolean) => {
      if (loaded.has(file)) return;
      loaded.add(file);
      const mod = this.module(file);
      if (!mod) return;
      for (const chunk of mod.chunks) if (entry || !chunk.lazy) visit(mod, chunk);
      for (const dep of mod.loads) loadFile(dep, false);
    };
    for (const entry of entries) loadFile(path.resolve(this.repoRoot, entry), true);
    while (queue.length) {
      const { mod, chunk } = queue.shift()!;
      // require('./x') with a literal name: the module is loaded then; unless only named members are taken from it
      // (`const { a } = require('./x')`, read as an import), whatever it exports may be used.
      for (const m of chunk.text.matchAll(/(\}\s*=\s*)?require\(\s*['"]([^'"]+)['"]\s*\)/g)) {
        const target = this.resolve(m[2], mod.file);
        if (!target) continue;
        loadFile(target, false);
        if (!m[1]) for (const found of this.allExports(target)) visit(found.mod, found.chunk);
      }
      // Identifiers outside plain string literals (template literals keep their code).
      const code = chunk.text.replace(/'(?:[^'\\\n]|\\.)*'|"(?:[^"\\\n]|\\.)*"/g, "''");
      const names = new Set(code.match(IDENT) ?? []);
      for (const name of names) {
        for (const local of mod.chunks) if (local.name === name && local !== chunk) visit(mod, local);
        const imported = mod.imports.get(name);
        if (!imported) continue;
        if (imported.name === '*') {
          for (const m of code.matchAll(new RegExp(`\\b${name.replace(/\$/g, '\\$')}\\.([\\w$]+)`, 'g'))) {
            const found = this.exported(imported.from, m[1]);
            if (found) visit(found.mod, found.chunk);
          }
        } else {
          const found = this.exported(imported.from, imported.name);
          if (found) visit(found.mod, found.chunk);
        }
      }
    }
    return out;
  }

  /** The value of a string constant `name` visible in `mod` (its own or imported), or null. */
  constantValue(mod: Module, name: string): string | null {
    const own = mod.chunks.find((c) => c.name === name);
    const found = own ? { mod, chunk: own } : mod.imports.has(name) ? this.importedChunk(mod, name) : null;
    if (!found) return null;
    const m = new RegExp(`^(?:export\\s+)?const\\s+${name}(?:\\s*:[^=]+)?\\s*=\\s*(['"\`])([^'"\`]*)\\1`).exec(
      found.chunk.text,
    );
    return m ? m[2] : null;
  }

  private importedChunk(mod: Module, name: string) {
    const imported = mod.imports.get(name)!;
    return imported.name === '*' ? null : this.exported(imported.from, imported.name);
  }

  /** The text of a helper function `name` visible in `mod`, or null. */
  helperText(mod: Module, name: string): string | null {
    const own = mod.chunks.find((c) => c.name === name);
    if (own) return own.text;
    return mod.imports.has(name) ? (this.importedChunk(mod, name)?.chunk.text ?? null) : null;
  }
}

const LOOPBACK_HOSTS = new Set(['127.0.0.1', 'localhost', '::1', '[::1]']);

/** Whether a default value names this machine: a loopback host, or a URL whose host is one. */
export function isLoopback(value: string): boolean {
  const v = value.replace(/\$\{[^}]*\}/g, '0');
  if (LOOPBACK_HOSTS.has(v)) return true;
  try {
    return LOOPBACK_HOSTS.has(new URL(v).hostname);
  } catch {
    return false;
  }
}

const CREDENTIAL_NAME = /(SECRET|PASSWORD|TOKEN|PRIVATE_KEY)$/;

/** The value of a fallback expression: a string or template literal, or a string constant; null otherwise. */
function fallbackValue(graph: SourceGraph, mod: Module, expr: string): string | null {
  const literal = /^(['"`])([\s\S]*?)\1/.exec(expr);
  if (literal) return literal[2];
  const ident = /^([A-Za-z_$][\w$]*)\b(?!\s*[.(])/.exec(expr);
  return ident ? graph.constantValue(mod, ident[1]) : null;
}

/** The UPPER_CASE entries of every `z.object({...})` in a chunk: name -> the entry's text. */
function schemaEntries(text: string): Map<string, string> {
  const entries = new Map<string, string>();
  for (const start of text.matchAll(/z\.object\(\{/g)) {
    // The object literal: up to its matching brace.
    let depth = 0;
    let end = start.index + start[0].length - 1;
    for (; end < text.length; end++) {
      if (text[end] === '{') depth++;
      else if (text[end] === '}' && --depth === 0) break;
    }
    const body = text.slice(start.index + start[0].length, end);
    const keys = [...body.matchAll(new RegExp(`^\\s+(${ENV_NAME}):\\s`, 'gm'))];
    keys.forEach((key, i) => {
      entries.set(key[1], body.slice(key.index + key[0].length, i + 1 < keys.length ? keys[i + 1].index : undefined));
    });
  }
  return entries;
}

/** The variables the code reached from `entries` requires (see the top of this file), each once, with its reason. */
export function requiredVariables(graph: SourceGraph, repoRoot: string, entries: string[]): Requirement[] {
  const found = new Map<string, Requirement>();
  const add = (name: string, kind: RequirementKind, file: string) => {
    if (!found.has(name)) found.set(name, { name, kind, file: path.relative(repoRoot, file) });
  };
  const reached = graph.reached(entries);
  const schemaKeysByFile = new Map<string, string[]>();
  for (const { mod, chunk } of reached) {
    const text = chunk.text;
    for (const m of text.matchAll(
      new RegExp(`(${ENV_NAME})(?: and (${ENV_NAME}))? (?:is|are) required in production`, 'g'),
    )) {
      add(m[1], 'production', mod.file);
      if (m[2]) add(m[2], 'production', mod.file);
    }
    for (const [name, entry] of schemaEntries(text)) {
      schemaKeysByFile.set(mod.file, [...(schemaKeysByFile.get(mod.file) ?? []), name]);
      const helpers = [...entry.matchAll(/(?<![.\w$])([A-Za-z_$][\w$]*)\s*(?:<[^>]*>)?\(/g)].map((m) => m[1]);
      const optional = [entry, ...helpers.filter((h) => h !== 'z').map((h) => graph.helperText(mod, h) ?? '')].some(
        (t) => /\.(optional|default|catch)\(/.test(t),
      );
      if (!optional) add(name, 'schema', mod.file);
      const defaulted = /\.default\(\s*([^)]*)\)/.exec(entry);
      const value = defaulted ? fallbackValue(graph, mod, defaulted[1].trim()) : null;
      if (value !== null && isLoopback(value)) add(name, 'loopback', mod.file);
    }
    for (const m of text.matchAll(new RegExp(`\\benv\\.(${ENV_NAME})\\s*(?:\\?\\?|\\|\\|)\\s*([^\\n;,)]+)`, 'g'))) {
      const value = fallbackValue(graph, mod, m[2].trim());
      if (value === null) continue;
      if (isLoopback(value)) add(m[1], 'loopback', mod.file);
      else if (CREDENTIAL_NAME.test(m[1])) add(m[1], 'credential', mod.file);
    }
  }
  // Names built at run time, `${area.toUpperCase()}_SERVICE_URL` with a loopback fallback: every schema key of that
  // form in the same file.
  for (const { mod, chunk } of reached) {
    for (const m of chunk.text.matchAll(
      /`\$\{[\w$.]+\.toUpperCase\(\)\}(_[A-Z0-9_]+)`[^;]*?(?:\?\?|\|\|)\s*(`[^`]*`|'[^']*')/g,
    )) {
      if (!isLoopback(m[2].slice(1, -1))) continue;
      for (const key of schemaKeysByFile.get(mod.file) ?? []) {
        if (new RegExp(`^[A-Z]+${m[1]}$`).test(key)) add(key, 'loopback', mod.file);
      }
    }
  }
  return [...found.values()].sort((a, b) => a.name.localeCompare(b.name));
}
