import type { PageSize } from '../../contract/list.js';
import type { BannerAudience } from '../../contract/banners.js';
import { COLLECTIONS, type BannerDoc } from '../../domain/docs.js';
import { searchToken } from '../../domain/keywords.js';
import { paginate } from '../../store/paginate.js';
import type { Filter, Store } from '../../store/port.js';

/** The web side slots show the first two; a few more leave room without an unbounded read. */
const WEB_BANNERS_LIMIT = 20;

/** The reads of banners (writes go through the content write path, modules/content/write.ts). */
export function createBannersRepository(store: Store) {
  return {
    list(page: number, perPage: PageSize, search?: string) {
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
  };
}
export type BannersRepository = ReturnType<typeof createBannersRepository>;
