/**
 * Starts the local development translator (not a translation engine; see server.ts) for `npm start`:
 *   tsx functions/src/local/translation-server/cli.ts
 * Environment: TRANSLATION_LOCAL_PORT (12112). The functions reach it through TRANSLATION_LOCAL_ENDPOINT.
 */
import { startLocalTranslationServer } from './server.js';

const server = await startLocalTranslationServer({
  port: Number(process.env.TRANSLATION_LOCAL_PORT ?? 12112),
  log: (line) => console.log(`[translation-local] ${line}`),
});
console.log(`[translation-local] local development translator (word list, not a translation engine), Cloud Translation gRPC API on ${server.endpoint}`);

const stop = () => {
  server.close().finally(() => process.exit(0));
  setTimeout(() => process.exit(0), 2000).unref();
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
