import type { BannerAudience } from '../../contract/banners.js';
import { COLLECTIONS, type BannerDoc } from '../../domain/docs.js';
import { searchToken } from '../../domain/keywords.js';
import { nextId } from '../../store/ids.js';
import { paginate } from '../../store/paginate.js';
import type { Filter, Store } from '../../store/port.js';

/** The web side slots show the first two; a few more leave room without an unbounded read. */
const WEB_BANNERS_LIMIT = 20;

/** The only code that reads and writes banners. */
export function createBannersRepository(store: Store) {
  return {
    list(page: number, perPage: number, search?: string) {
      const token = search ? searchToken(search) : '';
      const where: Filter[] = token ? [{ field: 'keywords', op: 'array-contains', value: token }] : [];
      return paginate<BannerDoc>(store, { collection: COLLECTIONS.banners, where, orderBy: [{ field: 'order' }] }, page, perPage);
    },
    get: (id: number) => store.get<BannerDoc>(COLLECTIONS.banners, String(id)),
    async listWeb(localeId: 1 | 2, audiences: BannerAudience[]): Promise<BannerDoc[]> {
      const docs = await store.query<BannerDoc>({
        collection: COLLECTIONS.banners,
        where: [
          { field: 'type', op: '==', value: 'web' },
          { field: 'locale_id', op: '==', value: localeId },
          { field: 'type_users', op: 'in', value: audiences },
        ],
        orderBy: [{ field: 'order' }],
        limit: WEB_BANNERS_LIMIT,
      });
      return docs.map((doc) => doc.data);
    },
    /** Allocates the id and writes the banner in one transaction. */
    create(build: (id: number) => BannerDoc): Promise<BannerDoc> {
      return store.transaction(async (tx) => {
        const banner = build(await nextId(tx, COLLECTIONS.banners));
        tx.create(COLLECTIONS.banners, String(banner.id), banner);
        return banner;
      });
    },
    /** Reads and rewrites the banner in one transaction; null when it does not exist. */
    update(id: number, change: (banner: BannerDoc) => BannerDoc): Promise<BannerDoc | null> {
      return store.transaction(async (tx) => {
        const current = await tx.get<BannerDoc>(COLLECTIONS.banners, String(id));
        if (!current) return null;
        const next = change(current);
        tx.set(COLLECTIONS.banners, String(id), next);
        return next;
      });
    },
    /** Deletes the banner; false when it did not exist. */
    remove(id: number): Promise<boolean> {
      return store.transaction(async (tx) => {
        if (!(await tx.get(COLLECTIONS.banners, String(id)))) return false;
        tx.delete(COLLECTIONS.banners, String(id));
        return true;
      });
    },
  };
}
export type BannersRepository = ReturnType<typeof createBannersRepository>;
