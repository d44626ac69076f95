import { useEffect, useRef } from 'react';
import { HStack, IconButton } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';

interface MoveButtonsProps {
  /** The item's name, so each button says what it moves: 'Переместить «…» выше'. */
  name: string;
  index: number;
  count: number;
  onMove: (from: number, to: number) => void;
  disabled?: boolean;
  testId: string;
}

/**
 * 'Выше' and 'Ниже': the keyboard (and screen reader) way to reorder, beside drag and drop.
 * The end buttons are disabled rather than hidden, so the columns stay aligned.
 */
export function MoveButtons({ name, index, count, onMove, disabled, testId }: MoveButtonsProps) {
  const { t } = useTranslation('admin-catalog');
  const up = useRef<HTMLButtonElement>(null);
  const down = useRef<HTMLButtonElement>(null);
  const moved = useRef<'up' | 'down' | null>(null);

  // Focus follows the moved item: the same button when it can move on, else the other one.
  useEffect(() => {
    const direction = moved.current;
    if (!direction) return;
    moved.current = null;
    const [same, other] = direction === 'up' ? [up, down] : [down, up];
    (same.current && !same.current.disabled ? same.current : other.current)?.focus();
  }, [index]);

  const move = (direction: 'up' | 'down') => {
    moved.current = direction;
    onMove(index, direction === 'up' ? index - 1 : index + 1);
  };

  return (
    <HStack gap={1}>
      <IconButton
        size="xs"
        variant="outline"
        aria-label={t('order.up', { name })}
        ref={up}
        disabled={disabled || index === 0}
        onClick={() => move('up')}
        data-testid={`${testId}-up`}
      >
        <span aria-hidden="true">↑</span>
      </IconButton>
      <IconButton
        size="xs"
        variant="outline"
        aria-label={t('order.down', { name })}
        ref={down}
        disabled={disabled || index === count - 1}
        onClick={() => move('down')}
        data-testid={`${testId}-down`}
      >
        <span aria-hidden="true">↓</span>
      </IconButton>
    </HStack>
  );
}
