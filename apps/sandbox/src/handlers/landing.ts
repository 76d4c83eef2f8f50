/**
 * Issue 21: the short link (API-135, API-136), the campaign and access logs (API-137 … API-139) and the
 * callback form of the subscriber-information page (API-113). All public: a short link resolves for anyone
 * who holds it, the logs name the caller only through a live session, and a callback request is bound by
 * its signed token (services/contact-update.ts).
 */
import { OperatorError } from '../http/operator-error';
import { recordLog, type LogCall } from '../services/campaign-logs';
import { recordContactUpdate } from '../services/contact-update';
import type { CallContext, Handlers } from './types';

const logged = { error_code: '0', message: 'Thành công' } as const;

/** LAND-62: short_link is origin + path + a; the code is its `a` parameter (or its last segment). */
export function shortLinkCode(shortLink: string): string {
  try {
    const a = new URL(shortLink).searchParams.get('a');
    if (a !== null) return a.trim();
  } catch {
    // Not an absolute address: read the last segment below.
  }
  return (shortLink.split(/[/=]/).pop() ?? '').trim();
}

const log = (call: LogCall) => async (request: Record<string, unknown>, context: CallContext) => {
  await recordLog(context, call, context.msisdn, request);
  return logged;
};

export const landingHandlers: Handlers = {
  // API-135, ENT-48: the target and the campaign of a short link; an unknown one is a business failure.
  async getUrlMapping(request, app) {
    const code = shortLinkCode(request.short_link);
    const [link] = await app.db.query<{
      convert_url: string;
      channel: string;
      camp: string;
      sub_id: string | null;
    }>('select convert_url, channel, camp, sub_id from short_links where upper(code) = upper($1)', [code]);
    if (!link) throw new OperatorError('1', 'Đường dẫn không tồn tại hoặc đã hết hạn.');
    return {
      error_code: '0',
      message: 'Thành công',
      convertUrl: link.convert_url,
      action: 'redirect',
      url_common: { channel: link.channel, camp: link.camp, sub_id: link.sub_id },
    };
  },
  short_link_click_log: log('short_link_click_log'),
  product_shortlink_log: log('product_shortlink_log'),
  product_campaign_action_log: log('product_campaign_action_log'),
  log_access_web: log('log_access_web'),
  // API-113, ERR-24: the server's message, success or not, is what the page shows.
  async product_add_contact_update_user_info(request, app) {
    return { error_code: '0', message: await recordContactUpdate(app, request, app.requester) };
  },
};
