import pino from 'pino';

export function isTestEnv(env: NodeJS.ProcessEnv = process.env): boolean {
  return env.NODE_ENV === 'test' || env.JEST_WORKER_ID !== undefined;
}

/** One JSON-lines logger per process/service. `LOG_LEVEL` wins; tests are silent unless LOG_LEVEL is set. */
export const createLogger = (name: string): pino.Logger =>
  pino({
    name,
    level: process.env.LOG_LEVEL ?? (isTestEnv() ? 'silent' : 'info'),
    redact: {
      paths: ['req.headers.cookie', 'req.headers.authorization', 'res.headers["set-cookie"]', '*.password'],
      censor: '[redacted]',
    },
  });
