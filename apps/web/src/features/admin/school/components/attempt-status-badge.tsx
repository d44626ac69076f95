import { Badge } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { ATTEMPT_STATUSES, type AttemptStatus } from '@/lib/school-schema';

const palettes: Record<AttemptStatus, string> = {
  [ATTEMPT_STATUSES.checking]: 'yellow',
  [ATTEMPT_STATUSES.finished]: 'green',
  [ATTEMPT_STATUSES.failed]: 'red',
};

/** 'На проверке', 'Задание выполнено' or 'Провалено'. */
export function AttemptStatusBadge({ status }: { status: AttemptStatus }) {
  const { t } = useTranslation('admin-school');
  return (
    <Badge colorPalette={palettes[status]} data-testid="attempt-status">
      {t(`status.${status}`)}
    </Badge>
  );
}
