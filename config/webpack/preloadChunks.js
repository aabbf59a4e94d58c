// The shell's document names every script of its first screen, and its inline starter (./entryStarter.js) fetches
// them all at once when it starts the entry. Every other non-entry script of the build is named, except the chunks
// named `lazy-*`: code fetched on a shopper's action (`import(/* webpackChunkName: "lazy-focus-trap" */ ...)`). A
// chunk named `wide-*` is startup code of screens 768 px and wider only (the category menus, the typeahead search
// box): named with that media query, so a phone never downloads it.
const HtmlWebpackPlugin = require('html-webpack-plugin');
const { entryStarter, DEFERRED_PRELOAD_REL } = require('./entryStarter');

const LAZY_CHUNK_PREFIX = 'lazy-';
const WIDE_CHUNK_PREFIX = 'wide-';
/** The theme's tablet breakpoint (shared-domain/src/theme/tokens.ts; scripts/test/webBuild.test.ts holds them equal). */
const WIDE_SCREEN_MEDIA = '(min-width: 768px)';

class PreloadChunksPlugin {
  /** @param {import('webpack').Compiler} compiler */
  apply(compiler) {
    compiler.hooks.compilation.tap('PreloadChunksPlugin', (compilation) => {
      HtmlWebpackPlugin.getHooks(compilation).alterAssetTagGroups.tap('PreloadChunksPlugin', (data) => {
        const publicPath = data.publicPath ?? '/';
        // One file can stand for several chunk ids (named by content: config/webpack/index.js).
        const startup = [...compilation.chunks].filter(
          (chunk) => !chunk.hasRuntime() && !chunk.name?.startsWith(LAZY_CHUNK_PREFIX),
        );
        const filesOf = (chunks) =>
          new Set(chunks.flatMap((chunk) => [...chunk.files].filter((file) => file.endsWith('.js'))));
        const wideOnly = filesOf(startup.filter((chunk) => chunk.name?.startsWith(WIDE_CHUNK_PREFIX)));
        const files = [...filesOf(startup)].sort();
        const links = files.map((file) =>
          HtmlWebpackPlugin.createHtmlTagObject('link', {
            rel: DEFERRED_PRELOAD_REL,
            href: `${publicPath}${file}`,
            ...(wideOnly.has(file) ? { media: WIDE_SCREEN_MEDIA } : {}),
          }),
        );
        // The entry: fetched and run by the inline starter.
        const isEntry = (tag) => tag.tagName === 'script' && typeof tag.attributes?.src === 'string';
        const entries = data.headTags.filter(isEntry);
        data.headTags = data.headTags.filter((tag) => !isEntry(tag));
        for (const entry of entries) {
          data.headTags.push(HtmlWebpackPlugin.createHtmlTagObject('script', {}, entryStarter(entry.attributes.src)));
        }
        data.headTags.push(...links);
        return data;
      });
    });
  }
}

module.exports = { PreloadChunksPlugin, LAZY_CHUNK_PREFIX, WIDE_CHUNK_PREFIX, WIDE_SCREEN_MEDIA };
