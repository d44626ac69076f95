import { Box, HStack, LinkBox, LinkOverlay, Text } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { paths } from '@/config/paths';
import type { Webinar } from '@/lib/catalog/schemas';
import { formatPrice } from '@/lib/format';
import { CoverImage } from './cover-image';

/** A course inside a kit: image, title, duration, price with the rouble sign. */
export function CourseMiniCard({
  course,
  to,
}: {
  course: Pick<Webinar, 'id' | 'title' | 'image' | 'length' | 'final_price'>;
  to?: string;
}) {
  const { t } = useTranslation('catalog');
  const length = course.length?.trim();
  return (
    <LinkBox
      as="article"
      borderWidth="1px"
      borderRadius="md"
      overflow="hidden"
      data-testid={`course-mini-card-${course.id}`}
    >
      <HStack align="start" gap={0}>
        {/* Inset like the text beside it: a two-line title makes the row taller than the cover. */}
        <Box w="108px" flexShrink={0} ms={3} mt={3} borderRadius="sm" overflow="hidden">
          <CoverImage
            src={course.image}
            alt={course.title}
            id={course.id}
            maxH="90px"
            sizes="thumbnail"
          />
        </Box>
        <Box p={3} minW={0}>
          <LinkOverlay asChild>
            <RouterLink to={to ?? paths.videocourse(course.id)}>
              <Text fontWeight="semibold" lineClamp={2}>
                {course.title}
              </Text>
            </RouterLink>
          </LinkOverlay>
          {length ? (
            <Text fontSize="sm" color="fg.muted">
              {length}
            </Text>
          ) : null}
          <Text fontSize="sm" fontWeight="medium">
            {course.final_price > 0
              ? t('card.miniPrice', { price: formatPrice(course.final_price) })
              : t('card.miniFree')}
          </Text>
        </Box>
      </HStack>
    </LinkBox>
  );
}
