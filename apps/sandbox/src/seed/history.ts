/** Invoices, usage records and point history, generated with a fixed seed for the seeded accounts. */
import { pointReasons } from './loyalty';
import { seededRandom } from './random';
import { seedSubscribers } from './subscribers';

const dayMs = 86_400_000;
const callTypes = ['Gọi nội mạng', 'Gọi ngoại mạng', 'SMS', 'Data', 'Gọi quốc tế'] as const;

export function historyRows(now: number) {
  const random = seededRandom(18001166);
  const yearRandom = seededRandom(18001091);
  const earnReasons = pointReasons.filter((reason) => !reason.startsWith('Đổi'));
  const invoices: {
    id: number;
    msisdn: string;
    invoiceNo: string;
    period: string;
    amount: number;
    paid: boolean;
    issuedAt: Date;
  }[] = [];
  const usage: {
    id: number;
    msisdn: string;
    bSubs: string;
    callType: string;
    durationS: number;
    charge: number;
    startedAt: Date;
  }[] = [];
  const points: { msisdn: string; delta: number; reason: string; createdAt: Date }[] = [];
  const mobile = seedSubscribers.filter((subscriber) => !subscriber.offNet);
  for (const subscriber of mobile) {
    for (let month = 1; month <= 6; month += 1) {
      const issued = new Date(now - month * 30 * dayMs);
      invoices.push({
        id: invoices.length + 1,
        msisdn: subscriber.msisdn,
        invoiceNo: `C25TAA${String(100000 + invoices.length * 37).padStart(7, '0')}`,
        period: `${String(issued.getUTCMonth() + 1).padStart(2, '0')}/${issued.getUTCFullYear()}`,
        amount: random.int(8, 60) * 5_000,
        paid: month > 1,
        issuedAt: issued,
      });
    }
    for (let index = 0; index < 40; index += 1) {
      const callType = random.pick(callTypes);
      usage.push({
        id: usage.length + 1,
        msisdn: subscriber.msisdn,
        bSubs: callType === 'Data' ? 'm3-world' : `09${random.int(10_000_000, 99_999_999)}`,
        callType,
        durationS: callType === 'SMS' ? 0 : random.int(5, 3_600),
        charge: callType === 'Data' ? 0 : random.int(0, 60) * 100,
        startedAt: new Date(now - random.int(0, 89) * dayMs - random.int(0, 86_399) * 1000),
      });
    }
    if (subscriber.loyalty) {
      for (let index = 0; index < 8; index += 1) {
        const reason = random.pick(pointReasons);
        const delta = reason.startsWith('Đổi') ? -random.int(3, 10) * 100 : random.int(1, 20) * 50;
        points.push({
          msisdn: subscriber.msisdn,
          delta,
          reason,
          createdAt: new Date(now - index * 9 * dayMs),
        });
      }
      // Issue 15: the rest of a year, from a generator of its own so the lines above stay as they were;
      // the oldest earned lines expire within a month (points expire a year after they are earned).
      for (let day = 80; day <= 360; day += 14) {
        const delta = yearRandom.int(0, 3) === 0 ? -yearRandom.int(2, 8) * 100 : yearRandom.int(2, 16) * 50;
        points.push({
          msisdn: subscriber.msisdn,
          delta,
          reason: delta < 0 ? 'Đổi điểm lấy ưu đãi' : yearRandom.pick(earnReasons),
          createdAt: new Date(now - day * dayMs),
        });
      }
    }
  }
  return { invoices, usage, points };
}
