import { Box, Image, LinkBox, LinkOverlay, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import { ItemActions } from '@/components/dashboard/item-actions';
import { uploadUrl } from '@/lib/uploads';
import type { CategoryCard as Category } from '@contract/categories-answers';

interface CategoryCardProps {
  category: Category;
  onEdit: () => void;
  onDelete: () => void;
}

/** Spec section 2: a category with subcategories opens them, any other opens its supplements. */
export function categoryPath(category: Category): string {
  const kind = category.has_subcategory ? 'subcategorias' : 'suplementos';
  return `/dashboard/categorias/${category.slug}/${kind}`;
}

export function CategoryCard({ category, onEdit, onDelete }: CategoryCardProps) {
  const { t } = useTranslation('dashboard-categories');
  return (
    <LinkBox as="li" borderWidth="1px" borderRadius="lg" bg="bg.panel" overflow="hidden" _hover={{ shadow: 'md' }} transition="box-shadow 0.15s">
      <Box bg="bg.muted" aspectRatio={16 / 9}>
        <Image src={uploadUrl('categories', category.image)} alt="" width="full" height="full" objectFit="cover" loading="lazy" />
      </Box>
      <Stack direction="row" align="flex-start" gap="2" p="3">
        <Box flex="1" minW="0">
          <LinkOverlay asChild fontWeight="semibold" lineClamp={2}>
            <RouterLink to={categoryPath(category)}>{category.name}</RouterLink>
          </LinkOverlay>
          <Text fontSize="sm" color="fg.muted">
            {category.has_subcategory ? t('card.hasSubcategories') : t('card.supplementsCount', { count: category.supplements_count })}
          </Text>
        </Box>
        <Box position="relative" zIndex="1">
          <ItemActions name={category.name} onEdit={onEdit} onDelete={onDelete} />
        </Box>
      </Stack>
    </LinkBox>
  );
}
