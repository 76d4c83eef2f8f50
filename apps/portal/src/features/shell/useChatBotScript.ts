import { useEffect } from 'react';

const marker = 'data-chat-bot';

/**
 * SHELL-117, CONST-45 (UNSPEC where and when): the live chat-bot script of the environment settings,
 * added once to the page after the shell has rendered; nothing is loaded while the setting is empty.
 */
export function useChatBotScript(url: string, enabled: boolean): void {
  useEffect(() => {
    if (!enabled || url === '' || document.querySelector(`script[${marker}]`)) return;
    const script = document.createElement('script');
    script.src = url;
    script.async = true;
    script.setAttribute(marker, '');
    document.body.append(script);
  }, [url, enabled]);
}
