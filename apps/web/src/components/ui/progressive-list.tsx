import { type ReactNode, startTransition, useCallback, useEffect, useRef, useState } from 'react';
import { Box, Button, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';

/** How many items a long list shows at first and adds at each step. */
export const PROGRESSIVE_PAGE_SIZE = 24;

/**
 * What fills the first screen at any width: two rows of the widest grid's four columns (a phone
 * shows one or two items). A list's first render draws no more, and the rest of its first step
 * follows in a render of its own: on a phone at Lighthouse's slowdown the commit of 24 cards with
 * the page around them was the list's longest task (60–117 ms observed, four times that simulated).
 */
export const FIRST_SCREEN_ITEMS = 8;

/** The next step starts this far before the sentinel scrolls into view, so scrolling never waits. */
const PRELOAD_MARGIN = '800px 0px';

const FOCUSABLE = 'a[href], button:not([disabled]), input, select, textarea, [tabindex="0"]';

/**
 * Calls `onVisible` when the element is near the viewport; nothing without the API. `step` renews
 * the observer after each step, whose first report says whether the element is still near (a
 * tall screen may need several steps before the list reaches below it).
 */
function useNearViewport(onVisible: () => void, active: boolean, step: number) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const element = ref.current;
    if (!active || !element || typeof IntersectionObserver === 'undefined') return undefined;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) onVisible();
      },
      { rootMargin: PRELOAD_MARGIN },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [onVisible, active, step]);
  return ref;
}

/**
 * A long list rendered a step at a time: the first PROGRESSIVE_PAGE_SIZE items, then the next
 * ones as the end of the list nears the viewport, or when the visible 'Показать ещё' button is
 * pressed (keyboard users, browsers without IntersectionObserver). The count shown is announced;
 * after the button, focus moves to the first control of the first newly shown item. The first
 * render draws the first screen's items only (FIRST_SCREEN_ITEMS), the others right after it.
 */
export function ProgressiveList<Item>({
  items,
  pageSize = PROGRESSIVE_PAGE_SIZE,
  children,
}: {
  items: Item[];
  pageSize?: number;
  children: (visible: Item[]) => ReactNode;
}) {
  const { t } = useTranslation('common');
  const [count, setCount] = useState(pageSize);
  const listRef = useRef<HTMLDivElement>(null);
  /** Set when the button was pressed: how many controls the list held before the new items. */
  const focusFrom = useRef<number | null>(null);
  const shown = Math.min(count, items.length);
  const hasMore = shown < items.length;
  const showMore = useCallback(() => setCount((current) => current + pageSize), [pageSize]);
  const sentinelRef = useNearViewport(showMore, hasMore, shown);
  const [pastFirstScreen, setPastFirstScreen] = useState(false);
  useEffect(() => {
    startTransition(() => setPastFirstScreen(true));
  }, []);
  const drawn = (visible: Item[]) =>
    children(pastFirstScreen ? visible : visible.slice(0, FIRST_SCREEN_ITEMS));

  useEffect(() => {
    if (focusFrom.current === null) return;
    const controls = listRef.current?.querySelectorAll<HTMLElement>(FOCUSABLE);
    controls?.[focusFrom.current]?.focus();
    focusFrom.current = null;
  }, [shown]);

  const onShowMoreClick = () => {
    focusFrom.current = listRef.current?.querySelectorAll(FOCUSABLE).length ?? null;
    showMore();
  };

  if (items.length <= pageSize) return <>{drawn(items)}</>;
  return (
    <Stack gap={6}>
      <Box ref={listRef}>{drawn(items.slice(0, shown))}</Box>
      <Stack align="center" gap={3}>
        <Text color="fg.muted" fontSize="sm" aria-live="polite" data-testid="progressive-count">
          {t('progressiveList.shown', { shown, total: items.length })}
        </Text>
        {hasMore ? (
          <>
            <Box ref={sentinelRef} h="1px" w="full" aria-hidden="true" />
            <Button variant="outline" onClick={onShowMoreClick} data-testid="progressive-more">
              {t('progressiveList.showMore')}
            </Button>
          </>
        ) : null}
      </Stack>
    </Stack>
  );
}
