import { crashPoint } from '../../faults/crash-points.js';
import { z } from 'zod';
import { fieldsNeedingTranslation, sourceHash } from '../../domain/english.js';
import { prepareTopicContent } from '../../domain/sanitize-html.js';
import type { JobDefinition, JobQueue } from '../../jobs/port.js';
import type { Store } from '../../store/port.js';
import { logError, logInfo, logWarning } from '../../runtime/log.js';
import { fromFragment, groupIntoRequests, requestSize, splitForRequests, toFragment, type PendingText, type TextPiece } from './batches.js';
import { TRANSLATION_KEYS, type TranslationKey } from '../../contract/translation.js';
import { TRANSLATABLE, fieldNames, type TranslatableCollection } from './collections.js';
import type { Translator } from './port.js';
import { createTranslationRepository, type TranslationRepository } from './repository.js';
import type { TranslationRunDoc } from './run.js';
import { scheduleSearchIndexBuild } from '../search/port.js';

/** Documents read per batch; the run's progress is recorded after each. */
const BATCH_SIZE = 50;
/** A task hands over to a fresh one after this long, well inside the queue function's timeout. */
const TASK_BUDGET_MS = 6 * 60 * 1000;

const payloadSchema = z.object({ run_id: z.number().int().positive(), part: z.number().int().nonnegative() });
type TranslationPayload = z.infer<typeof payloadSchema>;

/**
 * The Cloud Tasks task id of one part of a run (a part re-enqueued by a retry is dropped as a
 * duplicate). The start time keeps ids unique should run numbers ever start again from 1.
 */
export const translationTaskId = (run: Pick<TranslationRunDoc, 'run_id' | 'started_at'>, part: number) =>
  `translation-run-${run.run_id}-${Date.parse(run.started_at)}-part-${part}`;

/** The texts of a batch that need English: no English yet, or machine English of older Portuguese. */
function pendingTexts(target: TranslatableCollection, docs: { id: string; data: Record<string, unknown> }[]): PendingText[] {
  return docs.flatMap(({ id, data }) =>
    fieldsNeedingTranslation(data, fieldNames(target)).map((field) => {
      const html = target.fields.find((candidate) => candidate.name === field)?.html ?? false;
      const portuguese = String(data[field]);
      return { id, field, html, sourceHash: sourceHash(portuguese), fragment: toFragment(portuguese, html) };
    }),
  );
}

/** Translates a batch's pending texts request by request, writing each document once all its pieces are back. */
async function translateBatch(repo: TranslationRepository, translator: Translator, target: TranslatableCollection, docs: { id: string; data: Record<string, unknown> }[], now: () => Date) {
  const texts = pendingTexts(target, docs);
  const untouched = docs.map((doc) => doc.id).filter((id) => !texts.some((text) => text.id === id));
  await repo.writeEnglish(target, untouched, []);
  const pieces: TextPiece[] = [];
  for (const text of texts) {
    const split = splitForRequests(text);
    // One element too long for any request: left pending (the status counts it), the rest goes on.
    if (split) pieces.push(...split);
    else logWarning('translation_text_too_long', { collection: target.key, id: text.id, field: text.field, characters: text.fragment.length });
  }
  const sent = texts.filter((text) => pieces.some((piece) => piece.text === text));
  const received = new Map<PendingText, (string | undefined)[]>(sent.map((text) => [text, []]));
  const complete = (text: PendingText) => {
    const parts = received.get(text) ?? [];
    const count = pieces.find((piece) => piece.text === text)?.count ?? 0;
    return parts.length === count && parts.every((part) => part !== undefined);
  };
  const written = new Set<string>();
  for (const request of groupIntoRequests(pieces)) {
    const translated = await translator.translateHtml(request.map((piece) => piece.fragment));
    request.forEach((piece, index) => {
      const parts = received.get(piece.text)!;
      parts[piece.index] = translated[index] ?? '';
    });
    await repo.updateRun({ sent: { fragments: request.length, characters: request.reduce((sum, piece) => sum + requestSize(piece.fragment), 0) } }, now());
    // A document is written once every text of it is back (a long topic can span requests).
    const ready = [...new Set(request.map((piece) => piece.text.id))].filter((id) => !written.has(id) && sent.filter((text) => text.id === id).every(complete));
    if (ready.length === 0) continue;
    const english = sent
      .filter((text) => ready.includes(text.id))
      .map((text) => {
        const plain = fromFragment(received.get(text)!.join(''), text.html);
        return { id: text.id, field: text.field, sourceHash: text.sourceHash, english: text.html ? prepareTopicContent(plain) : plain };
      });
    await repo.writeEnglish(target, ready, english);
    ready.forEach((id) => written.add(id));
  }
}

/** Where the walk goes on after a document: its `id` field (every walked collection has one). */
function cursorOf(target: TranslatableCollection, doc: Record<string, unknown>): number | string {
  if (typeof doc.id === 'number' || typeof doc.id === 'string') return doc.id;
  throw new Error(`A ${target.collection} document has no id field: the translation walk cannot go past it`);
}

/** Works through the collections from where the run stands, until done or out of time. */
/** The platform services the translation job runs on. */
type TranslationJobDeps = { store: Store; jobs: JobQueue; translator?: Translator; now?: () => Date };

async function work(deps: TranslationJobDeps, translator: Translator, run: TranslationRunDoc, payload: TranslationPayload, at: { key: TranslationKey | null }, now: () => Date): Promise<'done' | 'handed-over'> {
  const repo = createTranslationRepository(deps.store);
  const deadline = now().getTime() + TASK_BUDGET_MS;
  // Every task does at least one batch, so a slow batch cannot make tasks hand over without progress.
  let worked = false;
  for (const key of TRANSLATION_KEYS) {
    const target = TRANSLATABLE[key];
    // A run started before a collection joined the list has no progress for it: it starts from the beginning.
    let progress = run.progress[key] ?? { after: null, done: false };
    while (!progress.done) {
      if (worked && now().getTime() > deadline) {
        await deps.jobs.enqueue(translateContentJob, { run_id: run.run_id, part: payload.part + 1 }, { id: translationTaskId(run, payload.part + 1) });
        return 'handed-over';
      }
      at.key = key;
      const docs = await repo.readBatch(target, progress.after, BATCH_SIZE);
      if (docs.length > 0) await translateBatch(repo, translator, target, docs, now);
      crashPoint('translation:after-batch');
      progress = docs.length < BATCH_SIZE || target.singleDocId ? { after: progress.after, done: true } : { after: cursorOf(target, docs.at(-1)!.data), done: false };
      await repo.updateRun({ progress: [key, progress] }, now());
      worked = true;
    }
  }
  return 'done';
}

/**
 * Content translation: fills the English of the six collections of the status from their Portuguese.
 * Batches of BATCH_SIZE documents, progress recorded after each, so a retried or continued task
 * resumes where the run stands; a text whose English is current or written by a person is never
 * sent again. A failure is recorded on the run (the status shows it) and thrown, so the queue retries.
 */
export const translateContentJob: JobDefinition<TranslationPayload, TranslationJobDeps> = {
  name: 'translateContent',
  payload: payloadSchema,
  async run(deps, payload) {
    const now = deps.now ?? (() => new Date());
    const repo = createTranslationRepository(deps.store);
    const run = await repo.readRun();
    if (!run || run.run_id !== payload.run_id || run.status === 'done') return;
    if (!deps.translator) {
      await repo.updateRun({ status: 'failed', failure: { key: null, reason: 'not_configured' } }, now());
      return;
    }
    // The collection being worked on when a failure happens (the status names it).
    const at: { key: TranslationKey | null } = { key: null };
    await repo.updateRun({ status: 'running', failure: null }, now());
    try {
      const outcome = await work(deps, deps.translator, run, payload, at, now);
      // English texts are searchable: each part asks for a search index build (deduplicated per 30 s).
      await scheduleSearchIndexBuild(deps.jobs);
      if (outcome === 'done') {
        await repo.updateRun({ status: 'done', finished_at: now().toISOString() }, now());
        const finished = await repo.readRun();
        logInfo('translation_run_done', { run_id: run.run_id, fragments: finished?.fragments, characters: finished?.characters, started_at: run.started_at });
      }
    } catch (error) {
      logError('translation_run_failed', error, { run_id: run.run_id, part: payload.part, collection: at.key });
      await repo.updateRun({ status: 'failed', failure: { key: at.key, reason: 'error' } }, now());
      throw error;
    }
  },
};
