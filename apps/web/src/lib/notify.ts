import { toast } from 'sonner';
import { TOAST_SETTINGS } from '@/config/constants';

const alive: Array<string | number> = [];

function track(id: string | number) {
  alive.push(id);
  // The shell keeps at most 15 toasts; the oldest goes first.
  while (alive.length > TOAST_SETTINGS.maxToasts) {
    const oldest = alive.shift();
    if (oldest !== undefined) toast.dismiss(oldest);
  }
  return id;
}

function forget(id: string | number) {
  const index = alive.indexOf(id);
  if (index >= 0) alive.splice(index, 1);
}

const options = {
  onDismiss: (t: { id: string | number }) => forget(t.id),
  onAutoClose: (t: { id: string | number }) => forget(t.id),
};

export const notify = {
  success: (title: string, description?: string) =>
    track(toast.success(title, { description, ...options })),
  error: (title: string, description?: string) =>
    track(toast.error(title, { description, ...options })),
  info: (title: string, description?: string) =>
    track(toast.info(title, { description, ...options })),
};
