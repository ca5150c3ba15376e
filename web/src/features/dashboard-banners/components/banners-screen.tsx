import { Box, Image, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CardGrid } from '@/components/card-grid';
import { DashboardCardSkeleton } from '@/components/dashboard/card-skeleton';
import { ListEmptyState } from '@/components/dashboard/list-empty-state';
import { ItemDialogs } from '@/components/dashboard/item-dialogs';
import { ItemActions } from '@/components/dashboard/item-actions';
import { ListToolbar } from '@/components/dashboard/list-toolbar';
import { LoadMoreButton } from '@/components/load-more-button';
import { useDebouncedValue } from '@/hooks/use-debounced-value';
import { useModalMode } from '@/components/dashboard/use-modal-mode';
import { usePagedList } from '@/components/dashboard/use-paged-list';
import { PageHeading } from '@/components/page-heading';
import { uploadUrl } from '@/lib/uploads';
import { bannerListKey, listBanners, useDeleteBanner, useSaveBanner, type Banner } from '../api/banners';
import { BannerForm } from './banner-form';

const THREE_COLUMNS = { base: 1, sm: 2, lg: 3 };

/** Banners: search, 'Adicionar novo', a 3-column grid (image, name, edit/delete), dialogs, 'Ver mais'. */
export function BannersScreen() {
  const { t } = useTranslation(['dashboard-banners', 'common', 'dashboard']);
  const [search, setSearch] = useState('');
  const settledSearch = useDebouncedValue(search.trim());
  const list = usePagedList({ queryKey: bannerListKey, search: settledSearch, fetchPage: listBanners, errorFallback: t('dashboard:loadFailed') });
  const modal = useModalMode<Banner>();
  const changed = () => {
    modal.close();
    void list.reset();
  };
  const save = useSaveBanner(changed);
  const remove = useDeleteBanner(changed);

  return (
    <>
      <PageHeading title={t('common:sections.banners')} />
      <ListToolbar search={search} onSearchChange={setSearch} placeholder={t('searchPlaceholder')} onAdd={() => modal.open('create')} />
      <CardGrid label={t('common:sections.banners')} loading={list.loading} skeleton={<DashboardCardSkeleton />} empty={<ListEmptyState />} columns={THREE_COLUMNS}>
        {list.items.map((banner) => (
          <Box as="li" key={banner.id} borderWidth="1px" borderRadius="lg" bg="bg.panel" overflow="hidden">
            <Box bg="bg.muted" aspectRatio={16 / 9}>
              <Image src={uploadUrl('banners', banner.image)} alt="" width="full" height="full" objectFit="cover" loading="lazy" />
            </Box>
            <Stack direction="row" align="center" gap="2" p="3">
              <Box flex="1" minW="0">
                <Text fontWeight="semibold" lineClamp={2}>
                  {banner.name}
                </Text>
                <Text fontSize="sm" color="fg.muted">
                  {t(`types.${banner.type}`)} · {t(`audiences.${banner.type_users}`)}
                </Text>
              </Box>
              <ItemActions name={banner.name} onEdit={() => modal.open('edit', banner)} onDelete={() => modal.open('delete', banner)} />
            </Stack>
          </Box>
        ))}
      </CardGrid>
      <LoadMoreButton hasMore={list.hasMore} loading={list.loadingMore} onLoadMore={list.loadMore} />
      <ItemDialogs
        resource="banners"
        mode={modal.mode}
        item={modal.item}
        save={save}
        remove={remove}
        titles={{ create: t('form.createTitle'), edit: t('form.editTitle', { name: modal.item?.name }), delete: t('deleteTitle') }}
        size="lg"
        onClose={modal.close}
        renderForm={(slot) => <BannerForm {...slot} />}
      />
    </>
  );
}
