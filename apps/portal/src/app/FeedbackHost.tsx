import { NoticeDialog, useToast } from '@selfcare/ui';
import { useMemo, useRef, useState, type ReactNode } from 'react';
import { FeedbackProvider, type Feedback } from '../lib/feedback';

interface QueuedNotice {
  id: number;
  message: string;
  resolve: () => void;
}

/**
 * The portal's Feedback: toasts through the ui ToastProvider, notices through the ui NoticeDialog
 * titled 'Thông báo' / 'Notice' (AUTH-11). Notices queue, so none is lost when two arrive together.
 */
export function FeedbackHost({ children }: { children: ReactNode }) {
  const toast = useToast();
  const [notices, setNotices] = useState<readonly QueuedNotice[]>([]);
  const nextId = useRef(0);
  const feedback = useMemo<Feedback>(
    () => ({
      toast: (kind, message) => (kind === 'success' ? toast.success(message) : toast.error(message)),
      notice: (message) =>
        new Promise<void>((resolve) => {
          nextId.current += 1;
          const id = nextId.current;
          setNotices((queue) => [...queue, { id, message, resolve }]);
        }),
    }),
    [toast],
  );
  const current = notices[0];
  return (
    <FeedbackProvider value={feedback}>
      {children}
      <NoticeDialog
        key={current?.id}
        open={current !== undefined}
        message={current?.message ?? ''}
        onOpenChange={(open) => {
          if (open || !current) return;
          current.resolve();
          setNotices((queue) => queue.filter((notice) => notice.id !== current.id));
        }}
      />
    </FeedbackProvider>
  );
}
