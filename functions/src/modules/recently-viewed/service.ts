import { isPremium, type Caller } from '../../http/caller.js';
import type { RecentlyViewedAnswer, ViewRecordedAnswer } from '../../contract/recently-viewed-answers.js';
import { RECENTLY_VIEWED_KEPT, RECENTLY_VIEWED_SHOWN } from '../../contract/recently-viewed.js';
import type { RecentViewEntry, SupplementDoc } from '../../domain/docs.js';
import { notFound, premiumRequired } from '../../http/errors.js';
import { logError } from '../../runtime/log.js';
import { presentSupplement } from '../favorites/service.js';
import type { RecentViewsRepository } from './repository.js';

const SUPPLEMENT_NOT_FOUND = 'Suplemento não encontrado';

/** Views this close together are one reading: opening a monograph again within it keeps the earlier reading as "the last". */
export const READING_MS = 30 * 60 * 1000;

/** The reading a new view at `at` keeps as the one before: the last view if it was a reading ago, else the one it kept. */
function readingBefore(previous: RecentViewEntry | undefined, at: string): Pick<RecentViewEntry, 'previous_viewed_at'> {
  if (!previous) return {};
  if (Date.parse(at) - Date.parse(previous.viewed_at) >= READING_MS) return { previous_viewed_at: previous.viewed_at };
  return previous.previous_viewed_at ? { previous_viewed_at: previous.previous_viewed_at } : {};
}

/**
 * When the user last read the supplement before the reading under way: the last view when it is a
 * reading old (this opening not recorded yet), else the one before it; null when there is none.
 */
export function lastReading(view: RecentViewEntry | null, now: Date): string | null {
  if (!view) return null;
  if (now.getTime() - Date.parse(view.viewed_at) >= READING_MS) return view.viewed_at;
  return view.previous_viewed_at ?? null;
}

/** The supplements a user opened last, kept on the server so the list follows them across devices. */
export function createRecentlyViewedService(deps: { views: RecentViewsRepository; now: () => Date }) {
  const { views } = deps;

  /** The newest views first; supplements deleted since are left out and their views dropped. */
  async function list(caller: Caller): Promise<RecentlyViewedAnswer> {
    const recent = (await views.views(caller.uid)).views.slice(0, RECENTLY_VIEWED_SHOWN);
    const supplements = await views.supplements(recent.map((view) => view.supplement_id));
    const gone = new Set(recent.filter((_view, index) => supplements[index] === null).map((view) => view.supplement_id));
    if (gone.size > 0) {
      await views
        .change(caller.uid, (current) => current.filter((view) => !gone.has(view.supplement_id)), deps.now().toISOString())
        .catch((error: unknown) => logError('recent_views_cleanup_failed', error, { uid: caller.uid }));
    }
    const found = supplements.flatMap((supplement, index) => (supplement ? [{ supplement, viewedAt: recent[index]!.viewed_at }] : []));
    const categories = await views.categoriesById(found.map(({ supplement }) => supplement.category_id));
    return {
      items: found.map(({ supplement, viewedAt }) => ({
        ...presentSupplement(supplement, categories.get(supplement.category_id), caller.user.locale),
        viewed_at: viewedAt,
      })),
    };
  }

  /**
   * Records that the caller opened a supplement they may read: it moves to the top of their list,
   * which keeps the newest RECENTLY_VIEWED_KEPT. Two reads (the supplement, the list) and one write.
   */
  async function record(caller: Caller, supplementId: number): Promise<ViewRecordedAnswer> {
    const supplement: SupplementDoc | null = await views.getSupplement(supplementId);
    if (!supplement) throw notFound(SUPPLEMENT_NOT_FOUND);
    if (supplement.is_paid === 1 && !isPremium(caller)) throw premiumRequired();
    const at = deps.now().toISOString();
    await views.change(
      caller.uid,
      (current) => {
        const previous = current.find((view) => view.supplement_id === supplementId);
        const others = current.filter((view) => view.supplement_id !== supplementId);
        return [{ supplement_id: supplementId, viewed_at: at, ...readingBefore(previous, at) }, ...others].slice(0, RECENTLY_VIEWED_KEPT);
      },
      at,
    );
    return { message: 'Visualização registrada' };
  }

  return { list, record };
}
export type RecentlyViewedService = ReturnType<typeof createRecentlyViewedService>;
