import { Box, Flex, Image, Link, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import { ChevronRightIcon } from '@/components/icons';
import { uploadUrl } from '@/lib/uploads';
import type { CategoryCard } from '@contract/categories-answers';

export const CATEGORY_TILE_HEIGHT = '24';

/** Spec section 2: a category opens its subcategories when it has them, else its supplements. */
export function categoryPath(category: Pick<CategoryCard, 'slug' | 'has_subcategory'>): string {
  const leaf = category.has_subcategory === 1 ? 'subcategorias' : 'suplementos';
  return `/app/categorias/${encodeURIComponent(category.slug)}/${leaf}`;
}

/** A category icon card linking into it. */
export function CategoryTile({ category }: { category: CategoryCard }) {
  const { t } = useTranslation('catalogue');
  return (
    <Box as="li">
      <Link
        asChild
        display="flex"
        h={CATEGORY_TILE_HEIGHT}
        alignItems="center"
        gap="4"
        px="4"
        bg="bg.panel"
        borderWidth="1px"
        borderColor="teal.line"
        borderRadius="lg"
        textDecoration="none"
        color="fg"
        _hover={{ borderColor: 'teal.400', bg: 'teal.wash' }}
      >
        <RouterLink to={categoryPath(category)}>
          <Image src={uploadUrl('categories', category.image)} alt="" w="14" h="14" flexShrink={0} borderRadius="md" objectFit="cover" loading="lazy" />
          <Flex direction="column" flex="1" minW="0">
            <Text fontWeight="semibold" color="teal.ink" lineClamp={2}>
              {category.name}
            </Text>
            <Text fontSize="sm" color="fg.muted">
              {category.has_subcategory === 1
                ? t('category.hasSubcategories')
                : t('category.supplements', { count: category.supplements_count })}
            </Text>
          </Flex>
          <ChevronRightIcon color="teal.fg" />
        </RouterLink>
      </Link>
    </Box>
  );
}
