import { Button, Text } from '@chakra-ui/react';
import type { QueryKey } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../shared/confirm-dialog';
import { useAdminMutation } from '../../shared/use-admin-mutation';
import { adminCatalogKeys } from '../query-keys';

interface DeleteButtonProps {
  /** The button's text, naming what goes: 'Удалить видеокурс'. */
  label: string;
  title: string;
  text: string;
  success: string;
  remove: () => Promise<unknown>;
  /** After the deletion, e.g. back to the list. */
  onDeleted?: () => void;
  size?: 'xs' | 'sm' | 'md';
  /** The button's accessible name when its text alone is not enough (a row's 'Удалить'). */
  ariaLabel?: string;
  /** What to reload; every catalog query by default. */
  invalidate?: QueryKey[];
  testId: string;
}

/**
 * Deletes a course, a kit or a certificate after asking. A refusal (learners had access) shows the
 * server's reason in a toast and the dialog stays open.
 */
export function DeleteButton({
  label,
  title,
  text,
  success,
  remove,
  onDeleted,
  size = 'sm',
  ariaLabel,
  invalidate = [adminCatalogKeys.catalog],
  testId,
}: DeleteButtonProps) {
  const { t } = useTranslation('admin-catalog');
  const mutation = useAdminMutation({
    mutationFn: remove,
    success,
    invalidate,
    onSuccess: onDeleted,
  });
  return (
    <ConfirmDialog
      testId={testId}
      title={title}
      confirmLabel={t('actions.delete')}
      pending={mutation.isPending}
      onConfirm={() => mutation.mutateAsync()}
      trigger={
        <Button
          size={size}
          variant="outline"
          colorPalette="red"
          aria-label={ariaLabel}
          data-testid={`${testId}-open`}
        >
          {label}
        </Button>
      }
    >
      <Text>{text}</Text>
    </ConfirmDialog>
  );
}
