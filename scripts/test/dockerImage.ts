// What `docker build` would put in an image, reproduced without a Docker engine (none on the development machines or
// CI): a Dockerfile's stages and COPY lines, the build context as .dockerignore leaves it, and the files a final
// stage copies, laid out in a folder. The repository after its own build stands in for a build stage after its RUN
// steps (a RUN cannot be replayed here; npm prune neither, so node_modules is the full one).
import fs from 'node:fs';
import path from 'node:path';

export interface Instruction {
  keyword: string;
  args: string;
}

export interface Stage {
  name: string | null;
  image: string;
  /** ARG and ENV values in force at the end of the stage (build args given win over defaults). */
  vars: Record<string, string>;
  env: Record<string, string>;
  workdir: string;
  instructions: Instruction[];
}

export interface Copy {
  /** The stage copied from (--from), null for the build context. */
  from: string | null;
  sources: string[];
  dest: string;
}

/** A Dockerfile's instructions: comments and blank lines dropped, backslash continuations joined. */
export function instructionsOf(text: string): Instruction[] {
  const out: Instruction[] = [];
  let pending = '';
  for (const raw of text.split('\n')) {
    const line = raw.trim();
    if (!pending && (line === '' || line.startsWith('#'))) continue;
    if (pending && line.startsWith('#')) continue;
    if (line.endsWith('\\')) {
      pending += `${line.slice(0, -1)} `;
      continue;
    }
    const whole = (pending + line).trim();
    pending = '';
    const at = whole.search(/\s/);
    out.push({ keyword: whole.slice(0, at).toUpperCase(), args: whole.slice(at + 1).trim() });
  }
  return out;
}

/** `${X}`, `${X:-default}` and `$X` replaced as Docker does in FROM, COPY, WORKDIR, ENV and USER. */
export function substitute(text: string, vars: Record<string, string>): string {
  return text
    .replace(/\$\{([A-Za-z_][A-Za-z0-9_]*)(?::-([^}]*))?\}/g, (_m, name: string, fallback?: string) =>
      vars[name] ? vars[name] : (fallback ?? ''),
    )
    .replace(/\$([A-Za-z_][A-Za-z0-9_]*)/g, (_m, name: string) => vars[name] ?? '');
}

/** `NAME=value NAME2="value 2"` (ENV, ARG). */
function assignments(args: string): Array<[string, string | undefined]> {
  const out: Array<[string, string | undefined]> = [];
  for (const m of args.matchAll(/([A-Za-z_][A-Za-z0-9_]*)(?:=("[^"]*"|\S*))?/g)) {
    out.push([m[1], m[2] === undefined ? undefined : m[2].replace(/^"(.*)"$/, '$1')]);
  }
  return out;
}

export function stagesOf(text: string, buildArgs: Record<string, string> = {}): Stage[] {
  const stages: Stage[] = [];
  const globalArgs: Record<string, string> = {};
  let stage: Stage | null = null;
  for (const ins of instructionsOf(text)) {
    if (ins.keyword === 'FROM') {
      const [image, as, name] = substitute(ins.args, { ...globalArgs, ...buildArgs }).split(/\s+/);
      stage = {
        name: as?.toUpperCase() === 'AS' ? name : null,
        image,
        vars: {},
        env: {},
        workdir: '/',
        instructions: [],
      };
      stages.push(stage);
      continue;
    }
    if (!stage) {
      if (ins.keyword === 'ARG') for (const [k, v] of assignments(ins.args)) globalArgs[k] = buildArgs[k] ?? v ?? '';
      continue;
    }
    stage.instructions.push(ins);
    if (ins.keyword === 'ARG') {
      for (const [k, v] of assignments(ins.args)) stage.vars[k] = buildArgs[k] ?? v ?? globalArgs[k] ?? '';
    } else if (ins.keyword === 'ENV') {
      for (const [k, v] of assignments(substitute(ins.args, { ...stage.vars, ...stage.env }))) {
        stage.env[k] = v ?? '';
      }
    } else if (ins.keyword === 'WORKDIR') {
      stage.workdir = path.posix.resolve(stage.workdir, substitute(ins.args, { ...stage.vars, ...stage.env }));
    }
  }
  return stages;
}

/** The COPY lines of a stage, sources and destination with variables replaced and WORKDIR applied. */
export function copiesOf(stage: Stage): Copy[] {
  const copies: Copy[] = [];
  let workdir = '/';
  const vars: Record<string, string> = {};
  for (const ins of stage.instructions) {
    if (ins.keyword === 'ARG') {
      for (const [k] of assignments(ins.args)) vars[k] = stage.vars[k] ?? '';
    } else if (ins.keyword === 'ENV') {
      Object.assign(vars, stage.env);
    } else if (ins.keyword === 'WORKDIR') {
      workdir = path.posix.resolve(workdir, substitute(ins.args, vars));
    } else if (ins.keyword === 'COPY' || ins.keyword === 'ADD') {
      if (ins.keyword === 'ADD') throw new Error('ADD is not reproduced here: use COPY');
      const words = substitute(ins.args, vars).split(/\s+/);
      let from: string | null = null;
      while (words[0]?.startsWith('--')) {
        const flag = words.shift() as string;
        if (flag.startsWith('--from=')) from = flag.slice('--from='.length);
      }
      const dest = words.pop() as string;
      copies.push({
        from,
        sources: words,
        dest: dest.startsWith('/') ? dest : `${path.posix.join(workdir, dest)}${dest.endsWith('/') ? '/' : ''}`,
      });
    }
  }
  return copies;
}

/**
 * A .dockerignore as Docker reads it: one pattern a line (# comments), `*` and `?` within a path segment, `**` across
 * segments, `!` to take a path back; the last pattern that matches a path (or a folder above it) decides.
 */
export function dockerignoreMatcher(text: string): (relPath: string) => boolean {
  const rules = text
    .split('\n')
    .map((l) => l.trim())
    .filter((l) => l && !l.startsWith('#'))
    .map((l) => {
      const negate = l.startsWith('!');
      const pattern = path.posix.normalize((negate ? l.slice(1) : l).trim().replace(/^\/+/, ''));
      let re = '';
      for (let i = 0; i < pattern.length; i += 1) {
        const c = pattern[i];
        if (c === '*' && pattern[i + 1] === '*') {
          re += '.*';
          i += 1;
          if (pattern[i + 1] === '/') {
            re = `${re.slice(0, -2)}(?:.*/)?`;
            i += 1;
          }
        } else if (c === '*') re += '[^/]*';
        else if (c === '?') re += '[^/]';
        else re += c.replace(/[.+^${}()|[\]\\]/g, '\\$&');
      }
      return { negate, re: new RegExp(`^${re}$`) };
    });
  return (relPath: string) => {
    const parts = relPath.split('/');
    let excluded = false;
    for (const rule of rules) {
      for (let n = 1; n <= parts.length; n += 1) {
        if (rule.re.test(parts.slice(0, n).join('/'))) {
          excluded = !rule.negate;
          break;
        }
      }
    }
    return excluded;
  };
}

/**
 * The build context as Docker sends it: every file under `dir` that .dockerignore keeps (relative, '/'-separated),
 * plus `extra` files a test puts there (an operator's .env) that pass the same filter.
 */
export function contextFiles(dir: string, ignored: (rel: string) => boolean, extra: string[] = []): Set<string> {
  const files = new Set<string>();
  const walk = (rel: string) => {
    for (const entry of fs.readdirSync(path.join(dir, rel), { withFileTypes: true })) {
      const child = rel ? `${rel}/${entry.name}` : entry.name;
      if (ignored(child)) continue;
      if (entry.isDirectory()) walk(child);
      else files.add(child);
    }
  };
  walk('');
  for (const file of extra) if (!ignored(file)) files.add(file);
  return files;
}

/** The context files a stage's COPY lines (from the context) take, at their paths in the image. */
export function copiedFromContext(stage: Stage, context: Set<string>): Map<string, string> {
  const out = new Map<string, string>();
  for (const copy of copiesOf(stage).filter((c) => c.from === null)) {
    for (const source of copy.sources) {
      const src = path.posix.normalize(source).replace(/^\.?\/?/, '');
      const asFile = context.has(src);
      const under = [...context].filter((f) => src === '' || src === '.' || f.startsWith(`${src}/`));
      if (!asFile && under.length === 0) throw new Error(`COPY ${source}: not in the build context`);
      const intoDir = copy.dest.endsWith('/') || copy.sources.length > 1;
      if (asFile) out.set(intoDir ? path.posix.join(copy.dest, path.posix.basename(src)) : copy.dest, src);
      for (const file of asFile ? [] : under) {
        const rest = src === '' || src === '.' ? file : file.slice(src.length + 1);
        out.set(path.posix.join(copy.dest, rest), file);
      }
    }
  }
  return out;
}

export interface LayOutOptions {
  /** The repository (the build context). */
  contextDir: string;
  context: Set<string>;
  /**
   * Where each stage's files are on this machine, by the stage's absolute path prefix: `{ build: { '/app': repo } }`
   * (the repository after its build stands in for the build stage's /app).
   */
  stageRoots: Record<string, Record<string, string>>;
  /** The image's root folder to fill. */
  outDir: string;
}

/**
 * A node_modules folder is linked, not copied (gigabytes): a real folder whose entries link to the built ones; a
 * relative link there (a workspace package: `@storefront/x -> ../../services/x`) is kept as it is, as COPY keeps
 * links, so it resolves inside the image's own tree.
 */
function linkNodeModules(src: string, dest: string) {
  fs.mkdirSync(dest, { recursive: true });
  for (const entry of fs.readdirSync(src, { withFileTypes: true })) {
    const from = path.join(src, entry.name);
    const to = path.join(dest, entry.name);
    if (entry.isSymbolicLink()) {
      fs.symlinkSync(fs.readlinkSync(from), to);
    } else if (entry.isDirectory() && entry.name.startsWith('@')) {
      linkNodeModules(from, to);
    } else {
      fs.symlinkSync(from, to);
    }
  }
}

function copyInto(src: string, dest: string) {
  const stat = fs.lstatSync(src);
  if (stat.isDirectory()) {
    if (path.basename(src) === 'node_modules') return linkNodeModules(src, dest);
    fs.mkdirSync(dest, { recursive: true });
    for (const entry of fs.readdirSync(src)) copyInto(path.join(src, entry), path.join(dest, entry));
  } else if (stat.isSymbolicLink()) {
    fs.mkdirSync(path.dirname(dest), { recursive: true });
    fs.symlinkSync(fs.readlinkSync(src), dest);
  } else {
    fs.mkdirSync(path.dirname(dest), { recursive: true });
    fs.copyFileSync(src, dest);
    fs.chmodSync(dest, stat.mode);
  }
}

/** The sources of a stage's `COPY --from=<stage>` lines that are missing on this machine (a build not made yet). */
export function missingStageSources(stage: Stage, stageRoots: LayOutOptions['stageRoots']): string[] {
  return copiesOf(stage)
    .filter((c) => c.from !== null)
    .flatMap((c) => c.sources.map((s) => ({ from: c.from as string, s })))
    .filter(({ from, s }) => !fs.existsSync(hostPathOf(from, s, stageRoots)))
    .map(({ from, s }) => `${from}:${s}`);
}

function hostPathOf(from: string, source: string, stageRoots: LayOutOptions['stageRoots']): string {
  const roots = stageRoots[from];
  if (!roots) throw new Error(`no files for stage ${from}`);
  const prefix = Object.keys(roots)
    .sort((a, b) => b.length - a.length)
    .find((p) => source === p || source.startsWith(`${p}/`));
  if (!prefix) throw new Error(`no files for ${from}:${source}`);
  return path.join(roots[prefix], source.slice(prefix.length));
}

/** Lays out the files a stage's COPY lines put in the image, under `outDir` (its root). */
export function layOutStage(stage: Stage, opts: LayOutOptions): void {
  const fromContext = copiedFromContext(stage, opts.context);
  for (const [inImage, rel] of fromContext) {
    copyInto(path.join(opts.contextDir, rel), path.join(opts.outDir, inImage));
  }
  for (const copy of copiesOf(stage).filter((c) => c.from !== null)) {
    for (const source of copy.sources) {
      const host = hostPathOf(copy.from as string, source, opts.stageRoots);
      const isDir = fs.lstatSync(host).isDirectory();
      const intoDir = copy.dest.endsWith('/') || copy.sources.length > 1;
      const dest = path.join(
        opts.outDir,
        isDir || !intoDir ? copy.dest : path.posix.join(copy.dest, path.posix.basename(source)),
      );
      if (isDir && path.basename(host) !== 'node_modules') {
        fs.mkdirSync(dest, { recursive: true });
        for (const entry of fs.readdirSync(host)) copyInto(path.join(host, entry), path.join(dest, entry));
      } else {
        copyInto(host, dest);
      }
    }
  }
}

/** Every file path under `dir` (relative), node_modules folders listed but not entered. */
export function filesUnder(dir: string): string[] {
  const out: string[] = [];
  const walk = (rel: string) => {
    for (const entry of fs.readdirSync(path.join(dir, rel), { withFileTypes: true })) {
      const child = rel ? `${rel}/${entry.name}` : entry.name;
      if (entry.isDirectory() && entry.name !== 'node_modules') walk(child);
      else out.push(child);
    }
  };
  walk('');
  return out;
}
