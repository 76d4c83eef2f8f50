import type { ReactNode } from 'react';
import { createContext, use, useCallback, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CheckCircledIcon, Cross2Icon, CrossCircledIcon } from '@radix-ui/react-icons';
import { Toast as RadixToast } from 'radix-ui';
import { IconButton } from '../IconButton/IconButton';
import * as styles from './Toast.css';

export type ToastTone = 'success' | 'error';

export interface ToastApi {
  success: (message: string) => void;
  error: (message: string) => void;
}

interface ToastItem {
  id: number;
  tone: ToastTone;
  message: string;
}

const ToastContext = /* @__PURE__ */ createContext<ToastApi | null>(null);

export interface ToastProviderProps {
  children?: ReactNode;
  /** How long a toast stays, in ms (Radix pauses it while hovered or focused). */
  duration?: number;
}

/** Owns the one toast region of the page; put it once near the root and call `useToast()` below it. */
export function ToastProvider({ children, duration = 5000 }: ToastProviderProps) {
  const { t } = useTranslation('ui');
  const [toasts, setToasts] = useState<readonly ToastItem[]>([]);
  const nextId = useRef(0);

  const show = useCallback((tone: ToastTone, message: string) => {
    nextId.current += 1;
    const id = nextId.current;
    setToasts((current) => [...current, { id, tone, message }]);
  }, []);
  const remove = (id: number) => setToasts((current) => current.filter((toast) => toast.id !== id));
  const api = useMemo<ToastApi>(
    () => ({ success: (message) => show('success', message), error: (message) => show('error', message) }),
    [show],
  );

  return (
    <ToastContext value={api}>
      {/* `label` names each toast as it is announced; the region's own name comes with the hotkey
          Radix fills in ('{hotkey}' is Radix's placeholder, kept through i18next's interpolation). */}
      <RadixToast.Provider duration={duration} label={t('toast.label')}>
        {children}
        {toasts.map((toast) => (
          <RadixToast.Root
            key={toast.id}
            className={styles.toast({ tone: toast.tone })}
            // Errors interrupt (assertive); successes are announced politely.
            type={toast.tone === 'error' ? 'foreground' : 'background'}
            onOpenChange={(open) => {
              if (!open) remove(toast.id);
            }}
          >
            <span className={styles.icon({ tone: toast.tone })} aria-hidden="true">
              {toast.tone === 'success' ? (
                <CheckCircledIcon width={20} height={20} />
              ) : (
                <CrossCircledIcon width={20} height={20} />
              )}
            </span>
            <RadixToast.Title className={styles.title}>{toast.message}</RadixToast.Title>
            <RadixToast.Close asChild>
              <IconButton size="sm" label={t('toast.dismiss')} icon={<Cross2Icon width={16} height={16} />} />
            </RadixToast.Close>
          </RadixToast.Root>
        ))}
        <RadixToast.Viewport className={styles.viewport} label={t('toast.region', { hotkey: '{hotkey}' })} />
      </RadixToast.Provider>
    </ToastContext>
  );
}

/** Shows success and error toasts in the page's one region. */
export function useToast(): ToastApi {
  const api = use(ToastContext);
  if (api === null) throw new Error('useToast must be called inside <ToastProvider>');
  return api;
}
