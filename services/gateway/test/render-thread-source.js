// The render thread run from its TypeScript source, as the gateway's tests run (render-threads.test.ts).
require('../../../config/ts-require');
require('../src/render/render-thread.ts');
