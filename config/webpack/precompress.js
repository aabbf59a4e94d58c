// Compressed once at build time, not per request: every text asset of a production build gets a .br
// (brotli, highest quality) and a .gz (gzip, level 9) beside it, which the gateway serves to browsers that accept
// them (express-static-gzip in services/gateway). Brotli at quality 11 is too slow to do per request.
const zlib = require('node:zlib');
const CompressionPlugin = require('compression-webpack-plugin');

const TEXT_ASSETS = /\.(js|json|css|svg)$/;

function precompressionPlugins() {
  const common = { test: TEXT_ASSETS, threshold: 512, minRatio: 0.9 };
  return [
    new CompressionPlugin({
      ...common,
      filename: '[path][base].br',
      algorithm: 'brotliCompress',
      compressionOptions: { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: zlib.constants.BROTLI_MAX_QUALITY } },
    }),
    new CompressionPlugin({
      ...common,
      filename: '[path][base].gz',
      algorithm: 'gzip',
      compressionOptions: { level: 9 },
    }),
  ];
}

module.exports = { precompressionPlugins };
