import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
const inEmulator = process.env.FUNCTIONS_EMULATOR === 'true';
const local = inEmulator || process.env.NODE_ENV === 'test' || process.env.VITEST === 'true';

const configSchema = z.object({
  /** sqlite is the embedded default for local runs and tests; firestore in production. */
  STORE_DRIVER: z.enum(['sqlite', 'firestore']).default(local ? 'sqlite' : 'firestore'),
  BLOB_DRIVER: z.enum(['local', 'gcs']).default(local ? 'local' : 'gcs'),
  DATA_DIR: z.string().min(1).default(path.join(repoRoot, '.local')),
  /** Web API key used to check passwords with Firebase Auth's sign-in endpoint. */
  FIREBASE_WEB_API_KEY: local ? z.string().default('demo-api-key') : z.string().min(1, 'FIREBASE_WEB_API_KEY is required'),
  FIREBASE_AUTH_EMULATOR_HOST: z.string().optional(),
  GCLOUD_PROJECT: z.string().default('demo-nutrindex'),
  STORAGE_BUCKET: z.string().optional(),
  /** Local runs check every query shape against firestore.indexes.json (as Firestore would). */
  CHECK_QUERY_INDEXES: z.enum(['0', '1']).default(local ? '1' : '0'),
});

export type Config = z.infer<typeof configSchema> & { repoRoot: string };

/** Parses the environment once at start-up; a bad value fails loudly. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = configSchema.safeParse(env);
  if (!parsed.success) {
    throw new Error(`Invalid configuration: ${parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ')}`);
  }
  return { ...parsed.data, repoRoot };
}
