import { isPremium, type Caller } from '../../http/caller.js';
import type { RecentlyViewedAnswer, ViewRecordedAnswer } from '../../contract/recently-viewed-answers.js';
import { RECENTLY_VIEWED_KEPT, RECENTLY_VIEWED_SHOWN } from '../../contract/recently-viewed.js';
import type { SupplementDoc } from '../../domain/docs.js';
import { notFound, premiumRequired } from '../../http/errors.js';
import { logError } from '../../runtime/log.js';
import { presentSupplement } from '../favorites/service.js';
import type { RecentViewsRepository } from './repository.js';

const SUPPLEMENT_NOT_FOUND = 'Suplemento não encontrado';

/** The supplements a user opened last, kept on the server so the list follows them across devices. */
export function createRecentlyViewedService(deps: { views: RecentViewsRepository; now: () => Date }) {
  const { views } = deps;

  /** The newest views first; supplements deleted since are left out and their views dropped. */
  async function list(caller: Caller): Promise<RecentlyViewedAnswer> {
    const recent = await views.listNewest(caller.uid, RECENTLY_VIEWED_SHOWN);
    const supplements = await views.supplements(recent.map((view) => view.supplement_id));
    const gone = recent.filter((_view, index) => supplements[index] === null).map((view) => view.supplement_id);
    if (gone.length > 0) await views.remove(caller.uid, gone).catch((error: unknown) => logError('recent_views_cleanup_failed', error, { uid: caller.uid }));
    const found = supplements.flatMap((supplement, index) => (supplement ? [{ supplement, viewedAt: recent[index]!.viewed_at }] : []));
    const categories = await views.categoriesById(found.map(({ supplement }) => supplement.category_id));
    return {
      items: found.map(({ supplement, viewedAt }) => ({
        ...presentSupplement(supplement, categories.get(supplement.category_id), caller.user.locale),
        viewed_at: viewedAt,
      })),
    };
  }

  /** Records that the caller opened a supplement they may read; keeps only the newest views. */
  async function record(caller: Caller, supplementId: number): Promise<ViewRecordedAnswer> {
    const supplement: SupplementDoc | null = await views.getSupplement(supplementId);
    if (!supplement) throw notFound(SUPPLEMENT_NOT_FOUND);
    if (supplement.is_paid === 1 && !isPremium(caller)) throw premiumRequired();
    await views.record({ user_uid: caller.uid, supplement_id: supplementId, viewed_at: deps.now().toISOString() });
    const kept = await views.listNewest(caller.uid, RECENTLY_VIEWED_KEPT + 5);
    await views.remove(caller.uid, kept.slice(RECENTLY_VIEWED_KEPT).map((view) => view.supplement_id));
    return { message: 'Visualização registrada' };
  }

  return { list, record };
}
export type RecentlyViewedService = ReturnType<typeof createRecentlyViewedService>;
