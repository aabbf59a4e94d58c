// Compressed once at build time, not per request: every text asset of a production build gets a .br
// (brotli, highest quality) and a .gz (gzip, level 9) beside it, which the gateway serves to browsers that accept
// them (express-static-gzip in services/gateway). Brotli at quality 11 is too slow to do per request.
const zlib = require('node:zlib');
const { promisify } = require('node:util');
const CompressionPlugin = require('compression-webpack-plugin');

const TEXT_ASSETS = /\.(js|json|css|svg)$/;
const brotli = promisify(zlib.brotliCompress);

/**
 * Brotli's block sizes (LGBLOCK) to try besides its own choice: which one packs a file tightest moves by tens of
 * bytes from one build to the next (a bundle's page weight is budgeted to the byte, bench/web/budgets.json), and
 * the smallest is as valid a stream as any. Only the slower part of the build pays for it.
 */
const BROTLI_BLOCK_SIZES = [0, 16, 17, 18, 19, 20, 21, 22, 23, 24];

/** compression-webpack-plugin's algorithm: brotli at its highest quality, the smallest of the block sizes. */
function smallestBrotli(input, _options, callback) {
  const tries = BROTLI_BLOCK_SIZES.map((lgblock) =>
    brotli(input, {
      params: {
        [zlib.constants.BROTLI_PARAM_QUALITY]: zlib.constants.BROTLI_MAX_QUALITY,
        [zlib.constants.BROTLI_PARAM_SIZE_HINT]: input.length,
        ...(lgblock ? { [zlib.constants.BROTLI_PARAM_LGBLOCK]: lgblock } : {}),
      },
    }),
  );
  Promise.all(tries).then(
    (outputs) =>
      callback(
        null,
        outputs.reduce((best, output) => (output.length < best.length ? output : best)),
      ),
    (error) => callback(error),
  );
}

function precompressionPlugins() {
  const common = { test: TEXT_ASSETS, threshold: 512, minRatio: 0.9 };
  return [
    new CompressionPlugin({
      ...common,
      filename: '[path][base].br',
      algorithm: smallestBrotli,
    }),
    new CompressionPlugin({
      ...common,
      filename: '[path][base].gz',
      algorithm: 'gzip',
      compressionOptions: { level: 9 },
    }),
  ];
}

module.exports = { precompressionPlugins, smallestBrotli };
