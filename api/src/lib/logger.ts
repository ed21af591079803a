import { pino, type Logger } from 'pino';
import type { Env } from '../env.js';

export type { Logger };

export function createLogger(env: Pick<Env, 'LOG_LEVEL' | 'NODE_ENV'>): Logger {
  const level = env.LOG_LEVEL ?? (env.NODE_ENV === 'test' ? 'silent' : 'info');
  return pino({
    level,
    base: { service: 'api' },
    // Never log credentials, even by accident in a child logger's bindings.
    redact: ['req.headers["x-user-access-token"]', 'req.headers["x-manager-user-access-token"]', 'password', 'token'],
  });
}
