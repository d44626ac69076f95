import { TOAST_SETTINGS } from '@/config/constants';
import { loadToasts } from './toasts';

type Kind = 'success' | 'error' | 'info';

const alive: Array<string | number> = [];

const forget = (t: { id: string | number }) => {
  const index = alive.indexOf(t.id);
  if (index >= 0) alive.splice(index, 1);
};

async function show(kind: Kind, title: string, description?: string) {
  const { toast } = await loadToasts();
  alive.push(toast[kind](title, { description, onDismiss: forget, onAutoClose: forget }));
  // The shell keeps at most 15 toasts; the oldest goes first.
  while (alive.length > TOAST_SETTINGS.maxToasts) {
    const oldest = alive.shift();
    if (oldest !== undefined) toast.dismiss(oldest);
  }
}

/** Shows a toast (sonner loads with the first one: lib/toasts.ts). */
export const notify = {
  success: (title: string, description?: string) => void show('success', title, description),
  error: (title: string, description?: string) => void show('error', title, description),
  info: (title: string, description?: string) => void show('info', title, description),
};
