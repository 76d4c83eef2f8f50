/**
 * Billing history of a linked account (issue 17, ACC-43, API-053): the billed months of a fixed-line, home
 * internet or MyTV account linked to the session's own subscriber, newest first, at most 12. Another
 * subscriber's account, an unlinked one and a made-up one get the same refusal (LNK06), which tells nothing.
 */
import { linkRefusals } from '@selfcare/api-client/contract';
import { amountOwed, DEBT_HISTORY_MAX_MONTHS, validateLinkTarget } from '@selfcare/domain';
import { InvalidInput, OperatorError } from '../http/operator-error';
import { signedIn, type Handlers } from './types';

const notLinked = () =>
  new OperatorError(linkRefusals.notLinked, 'Tài khoản không có trong danh sách liên kết của quý khách.');

interface DebtRow {
  bill_cycle: string;
  charge: number;
  paid: number;
  due_date: string;
}

/** 'YYYY-MM' as the operator's cycle 'MM/YYYY'. */
const cycleWire = (cycle: string) => `${cycle.slice(5, 7)}/${cycle.slice(0, 4)}`;

export const debtHistoryHandlers: Handlers = {
  async cust_nonmobile_lichsu_no(request, app) {
    // The list's accounts have the format of a service account id (a fixed line's too): anything else is bad input.
    const checked = validateLinkTarget('internet', request.account);
    if (!checked.ok) throw new InvalidInput(`account: ${checked.error}`);
    const [link] = await app.db.query(
      `select 1 from linked_accounts where account = $1 and owner_msisdn = $2 and product_line <> 'MOBILE'`,
      [checked.value, signedIn(app)],
    );
    if (!link) throw notLinked();
    const rows = await app.db.query<DebtRow>(
      `select bill_cycle, charge, paid, due_date from account_debts where account = $1
       order by bill_cycle desc limit $2`,
      [checked.value, DEBT_HISTORY_MAX_MONTHS],
    );
    return {
      error_code: '0',
      message: 'Thành công',
      result: rows.map((row) => ({
        BILL_CYCLE: cycleWire(row.bill_cycle),
        CHARGE: row.charge,
        PAID_AMOUNT: row.paid,
        DEBT: amountOwed(row.charge, row.paid),
        DUE_DATE: row.due_date,
      })),
    };
  },
};
