import { useNavigate } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { paths } from '@/config/paths';
import { webinarRequests } from '../api/webinars';
import { DeleteButton } from '../form-kit/delete-button';
import type { AdminWebinar } from '../schemas';

/** 'Удалить видеокурс' on the course's view and edit pages; once deleted, back to the list. */
export function WebinarDeleteButton({ webinar }: { webinar: AdminWebinar }) {
  const { t } = useTranslation('admin-catalog');
  const navigate = useNavigate();
  return (
    <DeleteButton
      label={t('videocourses.delete')}
      title={t('videocourses.deleteTitle')}
      text={t('videocourses.deleteText', { title: webinar.title })}
      success={t('videocourses.deleted')}
      remove={() => webinarRequests.remove(webinar.id)}
      onDeleted={() => void navigate(paths.admin.videocourses)}
      testId="webinar-delete"
    />
  );
}
