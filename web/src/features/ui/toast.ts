import { message, notification } from 'antd';
import { TOAST_MS } from '../../app/config';

// antd's static message API: only the lazily loaded screens that show toasts import it (the shell stays small),
// and a toast survives the navigation that usually follows it.
message.config({ duration: TOAST_MS / 1000, maxCount: 3 });
notification.config({ duration: TOAST_MS / 1000, maxCount: 3 });

/** Toasts that hide after TOAST_MS (spec 01 §9); the titled ones (the spec's "title ..." toasts) as notifications. */
export const toast = {
  success: (text: string) => void message.success(text),
  error: (text: string) => void message.error(text),
  titledError: (title: string, text: string) => void notification.error({ title, description: text, style: { whiteSpace: 'pre-line' } }),
};

/** The toasts, for components (kept as a hook so a context-bound implementation can replace it). */
export function useToast() {
  return toast;
}
