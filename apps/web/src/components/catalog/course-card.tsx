import { Badge, Button, Card, HStack, Heading, Portal, Text } from '@chakra-ui/react';
import { Tooltip } from '@/components/ui/lazy-widgets';
import { Link as RouterLink } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { CARD_TITLE_LINES, ITEM_STATES, TOOLTIP_OPEN_DELAY_MS } from '@/config/constants';
import { paths } from '@/config/paths';
import type { Webinar } from '@/lib/catalog/schemas';
import { formatPrice } from '@/lib/format';
import { isAdmin, useSession } from '@/lib/session/session-store';
import { AccessUntil } from './access-until';
import { useCardHeadingLevel } from './card-grid';
import { CoverImage } from './cover-image';
import { LockIcon } from './lock-icon';

export type CourseCardData = Pick<
  Webinar,
  | 'id'
  | 'title'
  | 'image'
  | 'length'
  | 'short_description'
  | 'final_price'
  | 'is_active'
  | 'is_owner'
  | 'state'
  | 'access_expires_at'
>;

/**
 * Two lines' room for a clamped title, however many it fills: where a title wraps depends on the
 * heading's font, whose Latin file (spaces, digits) often arrives after the cards have been drawn,
 * and a title going from two lines to one then moved the rest of the card and the cards below.
 */
const TITLE_ROOM = `${CARD_TITLE_LINES}lh`;

/** Title clamped to two lines; the full title shows in a tooltip after 700 ms. */
export function ClampedTitle({ title }: { title: string }) {
  const level = useCardHeadingLevel();
  return (
    <Tooltip.Root openDelay={TOOLTIP_OPEN_DELAY_MS} positioning={{ placement: 'top' }}>
      <Tooltip.Trigger asChild>
        <Heading
          as={level}
          size="md"
          lineClamp={CARD_TITLE_LINES}
          minH={TITLE_ROOM}
          data-testid="course-title"
        >
          {title}
        </Heading>
      </Tooltip.Trigger>
      <Portal>
        <Tooltip.Positioner>
          <Tooltip.Content>{title}</Tooltip.Content>
        </Tooltip.Positioner>
      </Portal>
    </Tooltip.Root>
  );
}

function CardActions({ course, admin }: { course: CourseCardData; admin: boolean }) {
  const { t } = useTranslation('catalog');
  if (admin) {
    return (
      <HStack gap={2} flexWrap="wrap">
        <Button asChild colorPalette="brand" size="sm" data-testid="course-action-details">
          <RouterLink to={paths.videocourse(course.id)}>{t('card.details')}</RouterLink>
        </Button>
        <Button asChild variant="outline" size="sm" data-testid="course-action-edit">
          <RouterLink to={paths.admin.videocourseEdit(course.id)}>{t('card.edit')}</RouterLink>
        </Button>
      </HStack>
    );
  }
  if (course.is_owner && course.state === ITEM_STATES.canView) {
    return (
      <Button asChild colorPalette="brand" size="sm" data-testid="course-action-watch">
        <RouterLink to={paths.account.video(course.id)}>{t('card.watch')}</RouterLink>
      </Button>
    );
  }
  if (course.is_owner && course.state === ITEM_STATES.canProlong) {
    return (
      <Button asChild colorPalette="brand" size="sm" data-testid="course-action-prolong">
        <RouterLink to={paths.videocourse(course.id)}>{t('card.prolong')}</RouterLink>
      </Button>
    );
  }
  return (
    <Button asChild colorPalette="brand" size="sm" data-testid="course-action-learn-more">
      <RouterLink to={paths.videocourse(course.id)}>{t('card.learnMore')}</RouterLink>
    </Button>
  );
}

/** A course in a list: image, clamped title, length badge, short description, price, actions. */
export function CourseCard({
  course,
  coverPriority = false,
}: {
  course: CourseCardData;
  /** The first card of a list: its cover is the page's largest early image, loaded first. */
  coverPriority?: boolean;
}) {
  const { t } = useTranslation('catalog');
  const { user } = useSession();
  const admin = isAdmin(user);
  const length = course.length?.trim();
  return (
    <Card.Root overflow="hidden" h="full" data-testid={`course-card-${course.id}`}>
      <CoverImage src={course.image} alt={course.title} id={course.id} priority={coverPriority} />
      <Card.Body gap={3}>
        <HStack align="flex-start" gap={2}>
          {admin && !course.is_active ? (
            <LockIcon
              color="fg.muted"
              mt={0.5}
              flexShrink={0}
              aria-label={t('card.inactive')}
              role="img"
              data-testid="course-lock"
            />
          ) : null}
          <ClampedTitle title={course.title} />
        </HStack>
        {length ? (
          <Badge alignSelf="flex-start" colorPalette="brand" data-testid="course-length">
            {length}
          </Badge>
        ) : null}
        <Text color="fg.muted" fontSize="sm">
          {course.short_description}
        </Text>
        {course.state === ITEM_STATES.canBuy ? (
          <Text fontWeight="semibold" data-testid="course-price">
            {course.final_price > 0
              ? t('card.price', { price: formatPrice(course.final_price) })
              : t('card.free')}
          </Text>
        ) : null}
        {course.is_owner ? <AccessUntil expiresAt={course.access_expires_at} /> : null}
      </Card.Body>
      <Card.Footer>
        <CardActions course={course} admin={admin} />
      </Card.Footer>
    </Card.Root>
  );
}
