import { createContext, useContext } from 'react';

/**
 * How features tell the user something: a toast (success / error) or the notice popup titled
 * 'Thông báo' / 'Notice' (§2.4, §8). The shell provides it with the ui Toast and NoticeDialog.
 */
export interface Feedback {
  toast(kind: 'success' | 'error', message: string): void;
  /** Resolves when the user closes the notice. */
  notice(message: string, options?: { title?: string }): Promise<void>;
}

const FeedbackContext = createContext<Feedback | null>(null);
export const FeedbackProvider = FeedbackContext.Provider;

export function useFeedback(): Feedback {
  const feedback = useContext(FeedbackContext);
  if (!feedback) throw new Error('useFeedback must be used inside <FeedbackProvider>');
  return feedback;
}
