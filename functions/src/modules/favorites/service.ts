import { isPremium, type Caller } from '../../http/caller.js';
import type { FavoriteSupplement, FavoritesAnswer } from '../../contract/favorites-answers.js';
import { PREMIUM_FAVORITE_MESSAGE } from '../../contract/favorites.js';
import { PAGE_SIZE } from '../../contract/list.js';
import type { CategoryDoc, Locale, SupplementDoc } from '../../domain/docs.js';
import { localized } from '../../domain/i18n.js';
import { AppError, notFound } from '../../http/errors.js';
import type { FavoritesRepository } from './repository.js';

const SUPPLEMENT_NOT_FOUND = 'Suplemento não encontrado';

/** A favourited (or recently viewed) supplement, shaped as the supplement lists are (spec §3). */
export function presentSupplement(supplement: SupplementDoc, category: CategoryDoc | undefined, locale: Locale): FavoriteSupplement {
  return {
    id: supplement.id,
    name: localized(supplement, 'name', locale),
    slug: supplement.slug,
    is_paid: supplement.is_paid,
    order: supplement.order,
    category_id: supplement.category_id,
    updated_at: supplement.updated_at,
    category: {
      slug: supplement.category.slug,
      name: category ? localized(category, 'name', locale) : supplement.category.name,
      image: category?.image ?? supplement.category.image,
    },
  };
}

/** The caller's own favourites: list, check and toggle. */
export function createFavoritesService(deps: { favorites: FavoritesRepository; now: () => Date }) {
  /**
   * Favourites whose supplement is gone are left out, never deleted here: a deleted supplement's
   * favourites move to the trash with it (moveTrash job), so a restore brings them back.
   */
  async function list(caller: Caller, page: number): Promise<FavoritesAnswer['data']> {
    const favorites = await deps.favorites.listPage(caller.uid, page, PAGE_SIZE);
    const ids = favorites.data.map((favorite) => favorite.supplement_id);
    const supplements = await deps.favorites.supplements(ids);
    const found = supplements.filter((supplement): supplement is SupplementDoc => supplement !== null);
    const categories = await deps.favorites.categoriesById(found.map((supplement) => supplement.category_id));
    return {
      ...favorites,
      data: found.map((supplement) => presentSupplement(supplement, categories.get(supplement.category_id), caller.user.locale)),
    };
  }

  async function isFavorited(caller: Caller, supplementId: number): Promise<boolean> {
    if (await deps.favorites.isFavorited(caller.uid, supplementId)) return true;
    if (!(await deps.favorites.getSupplement(supplementId))) throw notFound(SUPPLEMENT_NOT_FOUND);
    return false;
  }

  /** Removing is always allowed; adding a paid supplement needs premium. */
  async function toggle(caller: Caller, supplementId: number): Promise<boolean> {
    const mayAdd = (supplement: SupplementDoc) => {
      if (supplement.is_paid === 1 && !isPremium(caller)) throw new AppError(403, PREMIUM_FAVORITE_MESSAGE, undefined, 'premium_required');
    };
    const favorited = await deps.favorites.toggle(caller.uid, supplementId, mayAdd, deps.now().toISOString());
    if (favorited === null) throw notFound(SUPPLEMENT_NOT_FOUND);
    return favorited;
  }

  return { list, isFavorited, toggle };
}
export type FavoritesService = ReturnType<typeof createFavoritesService>;
