import { useState } from 'react';
import { Button, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { TextField } from '@/components/ui/text-field';
import { ConfirmDialog } from '../../shared/confirm-dialog';
import { REASON_MAX_LENGTH } from '../grant-schema';
import type { UserWebinarAccess } from '../schemas';

interface RevokeWebinarButtonProps {
  webinar: UserWebinarAccess;
  /** Takes the course away with the reason typed (may be empty). */
  onRevoke: (reason: string) => Promise<unknown>;
  pending: boolean;
}

/** 'Отозвать' with a confirmation that says what happens and takes an optional reason. */
export function RevokeWebinarButton({ webinar, onRevoke, pending }: RevokeWebinarButtonProps) {
  const { t } = useTranslation('admin-users');
  const [reason, setReason] = useState('');
  return (
    <ConfirmDialog
      trigger={
        <Button
          size="xs"
          variant="outline"
          colorPalette="red"
          aria-label={t('webinars.revoke.label', { title: webinar.title })}
          data-testid={`revoke-${webinar.id}`}
        >
          {t('webinars.revoke.button')}
        </Button>
      }
      title={t('webinars.revoke.title', { title: webinar.title })}
      confirmLabel={t('webinars.revoke.confirm')}
      onConfirm={() => onRevoke(reason).then(() => setReason(''))}
      pending={pending}
      testId={`revoke-dialog-${webinar.id}`}
    >
      <Text>{t('webinars.revoke.text')}</Text>
      <TextField
        label={t('webinars.revoke.reason')}
        value={reason}
        maxLength={REASON_MAX_LENGTH}
        onChange={(event) => setReason(event.target.value)}
        testId="revoke-reason"
      />
    </ConfirmDialog>
  );
}
