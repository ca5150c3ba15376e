import type { PageSize } from '../../contract/list.js';
import type { BannerAudience } from '../../contract/banners.js';
import { COLLECTIONS, type Actor, type BannerDoc } from '../../domain/docs.js';
import { searchToken } from '../../domain/keywords.js';
import { nextId } from '../../store/ids.js';
import { paginate } from '../../store/paginate.js';
import type { Filter, Store } from '../../store/port.js';
import { moveToTrash, nextRevision, recordContentChange } from '../history/port.js';

/** The web side slots show the first two; a few more leave room without an unbounded read. */
const WEB_BANNERS_LIMIT = 20;

/** The only code that reads and writes banners. */
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
    /** Allocates the id and writes the banner (and its first version) in one transaction. */
    create(build: (id: number) => BannerDoc, actor: Actor): Promise<BannerDoc> {
      return store.transaction(async (tx) => {
        const banner: BannerDoc = { ...build(await nextId(tx, COLLECTIONS.banners)), revision: 1, updated_by: actor };
        tx.create(COLLECTIONS.banners, String(banner.id), banner);
        recordContentChange(tx, { type: 'banner', action: 'create', item: banner, actor, at: banner.created_at });
        return banner;
      });
    },
    /** Reads and rewrites the banner (recording the version) in one transaction; null when it does not exist. */
    update(id: number, change: (banner: BannerDoc) => BannerDoc, actor: Actor): Promise<BannerDoc | null> {
      return store.transaction(async (tx) => {
        const current = await tx.get<BannerDoc>(COLLECTIONS.banners, String(id));
        if (!current) return null;
        const next: BannerDoc = { ...change(current), revision: nextRevision(current), updated_by: actor };
        tx.set(COLLECTIONS.banners, String(id), next);
        recordContentChange(tx, { type: 'banner', action: 'update', item: next, previous: current, actor, at: next.updated_at });
        return next;
      });
    },
    /** Moves the banner to the trash (restorable for 30 days); false when it did not exist. */
    remove(id: number, actor: Actor, at: string): Promise<boolean> {
      return store.transaction(async (tx) => {
        const current = await tx.get<BannerDoc>(COLLECTIONS.banners, String(id));
        if (!current) return false;
        const documents = [{ collection: COLLECTIONS.banners, id: String(id), data: current }];
        const batch = moveToTrash(tx, { type: 'banner', item: current, actor, at, documents, images: [{ folder: 'banners', name: current.image }] });
        recordContentChange(tx, { type: 'banner', action: 'delete', item: current, actor, at, batch });
        return true;
      });
    },
  };
}
export type BannersRepository = ReturnType<typeof createBannersRepository>;
