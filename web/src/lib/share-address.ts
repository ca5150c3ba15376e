import { notifyError, notifySuccess } from './toaster';

export interface ShareTexts {
  copiedTitle: string;
  copied: string;
  failed: string;
}

/**
 * Shares an address: the system's share sheet where there is one (closing it is a choice, not a
 * failure), else the link is copied with a toast. The monograph and the interaction checker share so.
 */
export async function shareAddress(title: string, url: string, texts: ShareTexts): Promise<void> {
  if (typeof navigator.share === 'function') {
    try {
      await navigator.share({ title, url });
    } catch (error) {
      if (!(error instanceof DOMException && error.name === 'AbortError')) console.error('[share] failed', error);
    }
    return;
  }
  try {
    await navigator.clipboard.writeText(url);
    notifySuccess(texts.copiedTitle, texts.copied);
  } catch (error) {
    console.error('[share] could not copy the link', error);
    notifyError(texts.failed);
  }
}
