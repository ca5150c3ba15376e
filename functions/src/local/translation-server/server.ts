import { createRequire } from 'node:module';
import { loadPackageDefinition, Server, ServerCredentials, status, type sendUnaryData, type ServerUnaryCall } from '@grpc/grpc-js';
import { fromJSON } from '@grpc/proto-loader';
import { developmentTranslation } from './development-translator.js';

/**
 * The local development translator as a server: Cloud Translation's v3 gRPC service
 * (`TranslationService.TranslateText`, from the protos that `@google-cloud/translate` ships), on
 * plain text gRPC, so the production adapter's official client talks to it unchanged. Only
 * `translateText` from Portuguese to English is served. What it answers is `developmentTranslation`:
 * a word-list stand-in, not a translation engine.
 */

interface TranslateTextRequest {
  contents: string[];
  mimeType: string;
  sourceLanguageCode: string;
  targetLanguageCode: string;
  parent: string;
}

interface TranslateTextResponse {
  translations: { translatedText: string }[];
}

export interface LocalTranslationServer {
  /** host:port, for the client's apiEndpoint and port. */
  endpoint: string;
  /** Every fragment received so far, oldest first (what a test asserts was sent). */
  received(): string[];
  close(): Promise<void>;
}

const require = createRequire(import.meta.url);

function translationService() {
  const definition = fromJSON(require('@google-cloud/translate/build/protos/protos.json'), { defaults: true, oneofs: true });
  const root = loadPackageDefinition(definition) as unknown as {
    google: { cloud: { translation: { v3: { TranslationService: { service: Parameters<Server['addService']>[0] } } } } };
  };
  return root.google.cloud.translation.v3.TranslationService.service;
}

const escapeText = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** Starts the server; port 0 picks a free one. */
export async function startLocalTranslationServer(options: { port: number; host?: string; log?: (line: string) => void }): Promise<LocalTranslationServer> {
  const host = options.host ?? '127.0.0.1';
  const received: string[] = [];
  const server = new Server();
  server.addService(translationService(), {
    translateText(call: ServerUnaryCall<TranslateTextRequest, TranslateTextResponse>, reply: sendUnaryData<TranslateTextResponse>) {
      const request = call.request;
      if (request.sourceLanguageCode !== 'pt' || request.targetLanguageCode !== 'en') {
        reply({ code: status.INVALID_ARGUMENT, details: 'The local development translator serves Portuguese (pt) to English (en) only' });
        return;
      }
      const html = request.mimeType !== 'text/plain';
      received.push(...request.contents);
      options.log?.(`translateText: ${request.contents.length} fragment(s), ${request.contents.reduce((sum, text) => sum + text.length, 0)} characters`);
      reply(null, { translations: request.contents.map((text) => ({ translatedText: developmentTranslation(html ? text : escapeText(text)) })) });
    },
  });
  const port = await new Promise<number>((resolve, reject) => {
    server.bindAsync(`${host}:${options.port}`, ServerCredentials.createInsecure(), (error, bound) => (error ? reject(error) : resolve(bound)));
  });
  return {
    endpoint: `${host}:${port}`,
    received: () => [...received],
    close: () => new Promise<void>((resolve) => server.tryShutdown(() => resolve())),
  };
}
