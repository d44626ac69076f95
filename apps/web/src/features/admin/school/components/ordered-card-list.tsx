import type { ReactNode } from 'react';
import { HStack, List, Stack } from '@chakra-ui/react';
import { EmptyList } from '@/components/ui/page-frame';
import { MoveButtons } from '../../catalog/form-kit/move-buttons';

interface OrderedCardListProps<Item extends { id: number }> {
  /** The items in their shown order (see useSavedOrder). */
  rows: Item[];
  onMove: (from: number, to: number) => void;
  /** The list's accessible name. */
  label: string;
  emptyText: string;
  /** A card's test id is `${testId}-${item.id}`, its move buttons' `${testId}-${item.id}-move`. */
  testId: string;
  /** What the move buttons say they move, e.g. the lesson's title. */
  moveName: (item: Item, index: number) => string;
  /** The card's text, above its buttons. */
  content: (item: Item, index: number) => ReactNode;
  /** The card's buttons after 'Выше' and 'Ниже', e.g. 'Изменить'. */
  actions: (item: Item, index: number) => ReactNode;
}

/** An exercise's lessons or a lesson's questions as cards in their order, each moved up or down. */
export function OrderedCardList<Item extends { id: number }>({
  rows,
  onMove,
  label,
  emptyText,
  testId,
  moveName,
  content,
  actions,
}: OrderedCardListProps<Item>) {
  if (rows.length === 0) return <EmptyList text={emptyText} />;
  return (
    <List.Root as="ol" listStyleType="none" gap={3} aria-label={label}>
      {rows.map((item, index) => (
        <List.Item
          key={item.id}
          borderWidth="1px"
          borderRadius="md"
          p={4}
          data-testid={`${testId}-${item.id}`}
        >
          <Stack gap={2} w="full" minW={0}>
            {content(item, index)}
            <HStack gap={2} wrap="wrap">
              <MoveButtons
                name={moveName(item, index)}
                index={index}
                count={rows.length}
                onMove={onMove}
                testId={`${testId}-${item.id}-move`}
              />
              {actions(item, index)}
            </HStack>
          </Stack>
        </List.Item>
      ))}
    </List.Root>
  );
}
