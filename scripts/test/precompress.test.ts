// The build's brotli (config/webpack/precompress.js): the smallest of brotli's block sizes, a stream any browser reads.
import zlib from 'node:zlib';
import { smallestBrotli } from '../../config/webpack/precompress';

const compress = (input: Buffer) =>
  new Promise<Buffer>((resolve, reject) =>
    smallestBrotli(input, {}, (error: Error | null, output: Buffer) => (error ? reject(error) : resolve(output))),
  );

test('gives back what it was given, in no more bytes than brotli at its highest quality alone', async () => {
  // Text with the repetition of a bundle, large enough for the block size to matter.
  const input = Buffer.from(
    Array.from({ length: 4000 }, (_, i) => `function f${i % 97}(a){return a*${i % 13}+"${(i * 7919) % 1000}"}`).join(
      ';',
    ),
  );
  const output = await compress(input);
  expect(zlib.brotliDecompressSync(output).equals(input)).toBe(true);
  const plain = zlib.brotliCompressSync(input, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11 } });
  expect(output.length).toBeLessThanOrEqual(plain.length);
});
