import fs from 'node:fs';
import path from 'node:path';
import type { Config } from '@/env';
import { randomSecret } from '@/lib/secrets';

/**
 * Zero-setup starts keep logins across restarts: without JWT_SECRET, a secret is made once
 * and kept beside the embedded database. Production sets JWT_SECRET (the auth plugin insists).
 */
export function withPersistedJwtSecret(config: Config): Config {
  if (config.JWT_SECRET || config.NODE_ENV === 'production') return config;
  const file = path.join(config.DATA_DIR, 'jwt-secret');
  fs.mkdirSync(config.DATA_DIR, { recursive: true });
  if (!fs.existsSync(file)) fs.writeFileSync(file, randomSecret(48), { mode: 0o600 });
  return { ...config, JWT_SECRET: fs.readFileSync(file, 'utf8').trim() };
}
