import type { BlobStore } from '../../blob/port.js';
import type { Banner, WebBanner } from '../../contract/banners-answers.js';
import { BANNER_IMAGE_REQUIRED, type BannerCreateData, type BannerUpdateData } from '../../contract/banners.js';
import { PAGE_SIZE, type ListQuery } from '../../contract/list.js';
import type { Actor, BannerDoc, UserDoc } from '../../domain/docs.js';
import { buildKeywords } from '../../domain/keywords.js';
import { AppError, notFound } from '../../http/errors.js';
import type { UploadedFile } from '../../http/multipart.js';
import { mapPage } from '../../store/paginate.js';
import { storeImage } from '../uploads/port.js';
import { bannerAudiencesFor } from './audience.js';
import type { BannersRepository } from './repository.js';

const BANNER_NOT_FOUND = 'Banner não encontrado';

/** A banner as the dashboard reads it. */
export function presentBanner(banner: BannerDoc): Banner {
  const { id, name, image, type, type_users, url, order, locale_id, created_at, updated_at } = banner;
  return { id, name, image, type, type_users, url, order, locale_id, created_at, updated_at };
}

/** Dashboard banner management and the web side banners of the user area. */
export function createBannersService(deps: { banners: BannersRepository; blobs: BlobStore; now: () => Date }) {
  async function list(query: ListQuery) {
    return mapPage(await deps.banners.list(query.page, PAGE_SIZE, query.search), presentBanner);
  }

  async function get(id: number) {
    const banner = await deps.banners.get(id);
    if (!banner) throw notFound(BANNER_NOT_FOUND);
    return presentBanner(banner);
  }

  async function create(input: BannerCreateData, file: UploadedFile | undefined, actor: Actor) {
    if (!file) throw new AppError(422, BANNER_IMAGE_REQUIRED, { image: [BANNER_IMAGE_REQUIRED] });
    const image = await storeImage(deps.blobs, 'banners', file);
    const now = deps.now().toISOString();
    const banner = await deps.banners.create((id) => ({
      id,
      name: input.name,
      image,
      type: input.type,
      type_users: input.type_users,
      url: input.url,
      order: input.order,
      locale_id: input.locale_id,
      keywords: buildKeywords(input.name),
      created_at: now,
      updated_at: now,
    }), actor);
    return presentBanner(banner);
  }

  async function update(id: number, input: BannerUpdateData, file: UploadedFile | undefined, actor: Actor) {
    // Check first, so that an unknown id does not store an image for nothing.
    if (!(await deps.banners.get(id))) throw notFound(BANNER_NOT_FOUND);
    const image = file ? await storeImage(deps.blobs, 'banners', file) : null;
    const banner = await deps.banners.update(id, (current) => ({
      ...current,
      name: input.name,
      image: image ?? current.image,
      type: input.type,
      type_users: input.type_users,
      url: input.url,
      order: input.order,
      keywords: buildKeywords(input.name),
      updated_at: deps.now().toISOString(),
    }), actor);
    if (!banner) throw notFound(BANNER_NOT_FOUND);
    return presentBanner(banner);
  }

  async function remove(id: number, actor: Actor): Promise<void> {
    if (!(await deps.banners.remove(id, actor, deps.now().toISOString()))) throw notFound(BANNER_NOT_FOUND);
  }

  /** The web banners for this user: their language and their audience, in display order. */
  async function forWeb(user: UserDoc): Promise<WebBanner[]> {
    const banners = await deps.banners.listWeb(user.locale === 'en' ? 2 : 1, bannerAudiencesFor(user));
    return banners.map(({ id, name, url, image }) => ({ id, name, url, image }));
  }

  return { list, get, create, update, remove, forWeb };
}
export type BannersService = ReturnType<typeof createBannersService>;
