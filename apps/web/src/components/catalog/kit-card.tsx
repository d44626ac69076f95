import { Badge, Button, Card, HStack, Text } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { ITEM_STATES } from '@/config/constants';
import type { Kit } from '@/lib/catalog/schemas';
import { formatPrice } from '@/lib/format';
import { isAdmin, useSession } from '@/lib/session/session-store';
import { AccessUntil } from './access-until';
import { CoverImage } from './cover-image';
import { ClampedTitle } from './course-card';
import { LockIcon } from './lock-icon';
import { useCoursesCount } from './use-courses-count';

/** A kit in a list: image, title, course count, description, price or access date, one link. */
export function KitCard({
  kit,
  to,
  owned = false,
  coverPriority = false,
}: {
  kit: Kit;
  to: string;
  owned?: boolean;
  /** The first card of a list: its cover is the page's largest early image, loaded first. */
  coverPriority?: boolean;
}) {
  const { t } = useTranslation('catalog');
  const { user } = useSession();
  const coursesCount = useCoursesCount();
  return (
    <Card.Root overflow="hidden" h="full" data-testid={`kit-card-${kit.id}`}>
      <CoverImage src={kit.image} alt={kit.title} id={kit.id} kind="kit" priority={coverPriority} />
      <Card.Body gap={3}>
        <HStack align="flex-start" gap={2}>
          {isAdmin(user) && !kit.is_active ? (
            <LockIcon color="fg.muted" mt={0.5} aria-label={t('kitCard.inactive')} role="img" />
          ) : null}
          <ClampedTitle title={kit.title} />
        </HStack>
        <Badge alignSelf="flex-start" colorPalette="brand" data-testid="kit-courses-count">
          {coursesCount(kit.webinars.length)}
        </Badge>
        <Text color="fg.muted" fontSize="sm" lineClamp={4}>
          {kit.description}
        </Text>
        {!owned && kit.state !== ITEM_STATES.canView ? (
          <Text fontWeight="semibold" data-testid="kit-price">
            {kit.final_price > 0
              ? t('kitCard.price', { price: formatPrice(kit.final_price) })
              : t('kitCard.free')}
          </Text>
        ) : null}
        {kit.is_owner ? <AccessUntil expiresAt={kit.access_expires_at} /> : null}
      </Card.Body>
      <Card.Footer>
        <Button asChild colorPalette="brand" size="sm" data-testid="kit-open">
          <RouterLink to={to}>{owned ? t('kitCard.open') : t('kitCard.learnMore')}</RouterLink>
        </Button>
      </Card.Footer>
    </Card.Root>
  );
}
