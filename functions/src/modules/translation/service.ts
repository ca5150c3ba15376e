import { TRANSLATION_ALREADY_RUNNING, TRANSLATION_KEYS, TRANSLATION_NOT_CONFIGURED, TRANSLATION_STARTED } from '../../contract/translation.js';
import type { TranslationStartAnswer, TranslationStatusAnswer } from '../../contract/translation-answers.js';
import type { Locale } from '../../domain/docs.js';
import { AppError } from '../../http/errors.js';
import type { JobQueue } from '../../jobs/port.js';
import { TRANSLATABLE } from './collections.js';
import { translateContentJob, translationTaskId } from './job.js';
import type { TranslationRepository } from './repository.js';
import { isLive } from './run.js';
import { statusText } from './status.js';

interface TranslationDeps {
  repository: TranslationRepository;
  jobs: JobQueue;
  /** Whether a translator is configured (the job needs one). */
  translatorConfigured: boolean;
  now: () => Date;
}

/** Content translation as the settings screen sees it: the six statuses, and starting a run. */
export function createTranslationService(deps: TranslationDeps) {
  async function status(locale: Locale): Promise<TranslationStatusAnswer> {
    const [run, ...counts] = await Promise.all([deps.repository.readRun(), ...TRANSLATION_KEYS.map((key) => deps.repository.counts(TRANSLATABLE[key]))]);
    const now = deps.now();
    const item = Object.fromEntries(TRANSLATION_KEYS.map((key, index) => [key, statusText(key, counts[index]!, run, now, locale)]));
    return { item: item as TranslationStatusAnswer['item'], running: isLive(run, now) };
  }

  /** Starts a run and queues its first task; while a run is live, starts nothing. */
  async function start(): Promise<TranslationStartAnswer> {
    if (!deps.translatorConfigured) throw new AppError(503, TRANSLATION_NOT_CONFIGURED);
    const { run, started } = await deps.repository.startRun(deps.now());
    if (!started) return { message: TRANSLATION_ALREADY_RUNNING, started: false };
    const payload = { run_id: run.run_id, part: 0 };
    await deps.jobs.enqueue(translateContentJob, payload, { id: translationTaskId(run, 0) });
    return { message: TRANSLATION_STARTED.text, started: true };
  }

  return { status, start };
}
export type TranslationService = ReturnType<typeof createTranslationService>;
