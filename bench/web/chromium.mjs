// The system Chromium and its flags, as e2e launches it (config/chromium.json); CHROMIUM_PATH overrides the binary.
import { createRequire } from 'node:module';

const chromium = createRequire(import.meta.url)('../../config/chromium.json');

export const CHROMIUM_PATH = process.env.CHROMIUM_PATH || chromium.executablePath;
export const CHROMIUM_ARGS = chromium.args;
