/** Roaming QR transfers: created by the portal, settled by the sandbox simulator (ROAM-106 ... ROAM-110). */
import { QRPay } from 'vietnam-qr-pay';
import { nowDate, type AppContext } from '../app-context';

/** CONST-60: 2 = success, -1 = failure; anything else keeps the portal polling. */
export const transactionStatus = { processing: 0, paid: 2, failed: -1 } as const;
export type Settlement = keyof typeof transactionStatus;

export const settlementMessages: Record<Settlement, string> = {
  processing: 'Giao dịch đang được xử lý.',
  paid: 'Thanh toán thành công.',
  failed: 'Thanh toán không thành công, ngân hàng từ chối giao dịch.',
};

/** The account the operator collects roaming payments into (sandbox values, not a real account). */
export const collectionAccount = {
  bankBin: '970418',
  bankNumber: '1250000091',
  name: 'VNPT VINAPHONE SANDBOX',
} as const;

export interface TransactionRow {
  id: string;
  msisdn: string;
  package_id: number;
  package_code: string;
  package_name: string;
  amount: number;
  fee_amount: number;
  discount_amount: number;
  final_amount: number;
  status: number;
  message: string;
  payment_trans_id: string | null;
  created_at: Date;
}

export const transactionQuery = `select t.*, p.code as package_code, p.name as package_name
  from roaming_transactions t join roaming_packages p on p.id = t.package_id`;

export async function findTransaction(app: AppContext, id: string): Promise<TransactionRow | undefined> {
  const [row] = await app.db.query<TransactionRow>(`${transactionQuery} where t.id = $1`, [id]);
  return row;
}

/** A real VietQR (EMVCo) payload for the amount, with the transaction id as the transfer note. */
export function vietQrPayload(transaction: Pick<TransactionRow, 'id' | 'final_amount'>): string {
  return QRPay.initVietQR({
    bankBin: collectionAccount.bankBin,
    bankNumber: collectionAccount.bankNumber,
    amount: String(transaction.final_amount),
    purpose: transaction.id,
  }).build();
}

/** Marks a transfer paid, failed or back to processing; a paid one activates the roaming package. */
export async function settleTransaction(
  app: AppContext,
  id: string,
  settlement: Settlement,
): Promise<TransactionRow | undefined> {
  const updated = await app.db.transaction(async (tx) => {
    const [row] = await tx.query<TransactionRow>(`${transactionQuery} where t.id = $1 for update of t`, [id]);
    if (!row) return false;
    const paymentTransId =
      settlement === 'paid' ? `FT${row.id.slice(2)}${String(row.final_amount).slice(-3)}` : null;
    await tx.query(
      'update roaming_transactions set status = $2, message = $3, payment_trans_id = $4, updated_at = $5 where id = $1',
      [id, transactionStatus[settlement], settlementMessages[settlement], paymentTransId, nowDate(app)],
    );
    if (settlement === 'paid') {
      await tx.query('update subscribers set roaming_package_code = $2 where msisdn = $1', [
        row.msisdn,
        row.package_code,
      ]);
    }
    return true;
  });
  return updated ? findTransaction(app, id) : undefined;
}
