// embed/cart-embed.d.ts, the declarations integrators download beside cart-embed.js, says what the code does: the
// same events, item and mount options as the source, payloads the listeners really get, and a window.StorefrontCart
// that the loader's object satisfies. Compiled with the TypeScript compiler against the sources.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import ts from 'typescript';
import { STORAGE_MODE_EVENT } from './features/embed/cartTokenKeeper';

jest.setTimeout(120_000);

const pkgDir = path.resolve(__dirname, '..');
const DECLARATIONS = path.join(pkgDir, 'embed/cart-embed.d.ts');
const GLOBAL_BLOCK = /declare global \{[\s\S]*\}\s*$/;

const src = (file: string) => JSON.stringify(path.join(pkgDir, 'src', file));
const CHECK = `
import type { StorefrontCartGlobal } from ${src('embed-entry')};
import type { CartCommands, EmbedEvent, EmbedItem } from ${src('features/embed/storefrontCartApi')};
import type { MountCartOptions } from ${src('features/embed/mountCart')};
import type { StorageMode } from ${src('features/embed/cartTokenKeeper')};
import type { StorefrontEventMap } from '@storefront/shared-domain';
import type * as Declared from './cart-embed';
type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
type Fits = { [K in EmbedEvent]: StorefrontEventMap[K] extends Declared.StorefrontCartEvents[K] ? true : false }[EmbedEvent];
export const sameEvents: Same<Declared.StorefrontCartEvent, EmbedEvent> = true;
export const sameItem: Same<Declared.StorefrontCartItem, EmbedItem> = true;
export const sameOptions: Same<Declared.StorefrontCartMountOptions, MountCartOptions> = true;
export const sameStorageModes: Same<Declared.StorefrontCartStorageMode, StorageMode> = true;
export const payloadsFit: [Exclude<Fits, true>] extends [never] ? true : false = true;
export const api: Declared.StorefrontCart = {} as StorefrontCartGlobal;
export const commands: Declared.StorefrontCartCommands = {} as CartCommands;
`;

/** The compiler's complaints about the check, against the declarations as given (without their global block). */
function problemsWith(declarations: string): string[] {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'embed-types-'));
  try {
    // The global block would clash with the loader's own declaration of window.StorefrontCart in one program.
    fs.writeFileSync(path.join(dir, 'cart-embed.d.ts'), declarations.replace(GLOBAL_BLOCK, ''));
    fs.writeFileSync(path.join(dir, 'check.ts'), CHECK);
    const config = ts.readConfigFile(path.join(pkgDir, 'tsconfig.json'), ts.sys.readFile).config as object;
    const { options } = ts.parseJsonConfigFileContent(config, ts.sys, pkgDir);
    const checkFile = path.join(dir, 'check.ts');
    const program = ts.createProgram([checkFile], { ...options, noEmit: true, skipLibCheck: true });
    const diagnostics = program.getSemanticDiagnostics(program.getSourceFile(checkFile));
    return diagnostics.map((d) => ts.flattenDiagnosticMessageText(d.messageText, '\n'));
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

describe('cart-embed.d.ts', () => {
  const declarations = fs.readFileSync(DECLARATIONS, 'utf8');

  it('matches the embed source and declares window.StorefrontCart', () => {
    expect(problemsWith(declarations)).toEqual([]);
    expect(declarations).toMatch(/interface Window \{\s*StorefrontCart\?: StorefrontCart;\s*\}/);
    for (const map of ['HTMLElementEventMap', 'DocumentEventMap', 'WindowEventMap']) {
      const entry = `interface ${map} {\n    '${STORAGE_MODE_EVENT}': StorefrontCartStorageModeEvent;\n  }`;
      expect(declarations).toContain(entry);
    }
  });

  it('fails when it leaves out an event the source has', () => {
    expect(problemsWith(declarations.replace("  'cart:close': undefined;\n", '')).length).toBeGreaterThan(0);
  });
});
