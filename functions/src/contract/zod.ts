import { z } from 'zod';

/**
 * The one zod of the contract. `jitless`: zod otherwise compiles object parsers with `new Function`,
 * which the web app's Content-Security-Policy forbids (no 'unsafe-eval'); the interpreted parsers
 * are fast enough for forms and API bodies. Must run before any schema is built, hence this module.
 */
z.config({ jitless: true });

export { z };
