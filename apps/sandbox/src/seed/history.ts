/** Invoices and point history, generated with a fixed seed for the seeded accounts (usage: usage.ts). */
import { pointReasons } from './loyalty';
import { seededRandom, type Random } from './random';
import { seedSubscribers } from './subscribers';

const dayMs = 86_400_000;
const retiredCallTypes = ['Gọi nội mạng', 'Gọi ngoại mạng', 'SMS', 'Data', 'Gọi quốc tế'] as const;

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
    skipRetiredUsageDraws(random);
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
  return { invoices, points };
}

/**
 * The 40 usage lines each account once had here moved to usage.ts (issue 17: 90 days, volumes, kinds);
 * their draws stay, so the invoices and points drawn after them are the same as before.
 */
function skipRetiredUsageDraws(random: Random): void {
  for (let index = 0; index < 40; index += 1) {
    const callType = random.pick(retiredCallTypes);
    if (callType !== 'Data') random.int(10_000_000, 99_999_999);
    if (callType !== 'SMS') random.int(5, 3_600);
    if (callType !== 'Data') random.int(0, 60);
    random.int(0, 89);
    random.int(0, 86_399);
  }
}
