import { credentials } from '@grpc/grpc-js';
import { TranslationServiceClient } from '@google-cloud/translate';
import { applyGlossary, releaseGlossary } from './glossary.js';
import type { Translator } from './port.js';

export interface GoogleTranslatorOptions {
  /** The Google Cloud project billed for Cloud Translation. */
  projectId: string;
  /** 'global', or a region such as 'us-central1'. */
  location: string;
  /**
   * host:port of a local server speaking Cloud Translation's gRPC API over plain text (the local
   * development translator); absent in production, where the client reaches Google with the
   * function's service account.
   */
  localEndpoint?: string;
}

/** The one argument of `translateText` (the request the SDK sends). */
export type TranslateTextRequest = Parameters<TranslationServiceClient['translateText']>[0];

/** The request of one batch of HTML fragments, Portuguese to English, glossary terms marked. */
export function buildTranslateRequest(options: Pick<GoogleTranslatorOptions, 'projectId' | 'location'>, fragments: string[]): TranslateTextRequest {
  return {
    parent: `projects/${options.projectId}/locations/${options.location}`,
    contents: fragments.map(applyGlossary),
    mimeType: 'text/html',
    sourceLanguageCode: 'pt',
    targetLanguageCode: 'en',
  };
}

function clientFor(options: GoogleTranslatorOptions): TranslationServiceClient {
  if (!options.localEndpoint) return new TranslationServiceClient({ projectId: options.projectId });
  const [host, port] = options.localEndpoint.split(':');
  return new TranslationServiceClient({
    projectId: options.projectId,
    apiEndpoint: host,
    port: Number(port),
    sslCreds: credentials.createInsecure(),
    // Stated, so the client does not look for Google credentials it will not use.
    universeDomain: 'googleapis.com',
  });
}

/** Cloud Translation (v3, `translateText`) through the official client: the only code calling it. */
export function createGoogleTranslator(options: GoogleTranslatorOptions): Translator & { close(): Promise<void> } {
  const client = clientFor(options);
  return {
    async translateHtml(fragments) {
      if (fragments.length === 0) return [];
      const [response] = await client.translateText(buildTranslateRequest(options, fragments));
      const translations = response.translations ?? [];
      if (translations.length !== fragments.length) {
        throw new Error(`Cloud Translation answered ${translations.length} texts for ${fragments.length}`);
      }
      return translations.map((translation) => releaseGlossary(translation.translatedText ?? ''));
    },
    close: () => client.close(),
  };
}
