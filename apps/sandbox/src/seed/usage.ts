/**
 * Issue 17: 90 days of usage (calls, text messages, data sessions with their volume) and the prepaid
 * top-ups of every seeded mobile account, from a fixed-seed generator, relative to the seeding instant.
 * A day's lines fall between 07:00 and 23:00 Vietnam time and never after the seeding instant.
 */
import { HISTORY_MAX_DAYS } from '@selfcare/domain';
import { seededRandom, type Random } from './random';
import { seedSubscribers, type SeedSubscriber } from './subscribers';

const DAY_MS = 86_400_000;
const VIETNAM_OFFSET_MS = 7 * 3_600_000;
const MB = 1024 * 1024;

export interface SeedUsageLine {
  readonly msisdn: string;
  readonly usageType: 'call' | 'sms' | 'data';
  readonly bSubs: string;
  readonly callType: string;
  readonly durationS: number;
  readonly volumeBytes: number;
  readonly charge: number;
  readonly startedAt: Date;
}

export interface SeedRefill {
  readonly msisdn: string;
  readonly amount: number;
  readonly channel: string;
  readonly refilledAt: Date;
}

/** Per-minute prices of the seed (started minutes are billed); a bundle covers some on-net calls. */
const CALL_PRICES = { onNet: 880, offNet: 980, international: 4_500 } as const;
const SMS_PRICES = { onNet: 290, offNet: 350 } as const;
const TOP_UP_AMOUNTS = [20_000, 50_000, 100_000, 200_000, 500_000] as const;
const TOP_UP_CHANNELS = ['Thẻ cào', 'Ngân hàng', 'Ví VNPT Money', 'Chuyển khoản QR'] as const;

const otherNumber = (random: Random, onNet: boolean) =>
  `${random.pick(onNet ? ['091', '094', '088'] : ['090', '098', '093'])}${random.int(1_000_000, 9_999_999)}`;

/** Calls, messages and data sessions of one Vietnam day, starting at `dayStart` (local midnight, UTC ms). */
function dayOfUse(random: Random, subscriber: SeedSubscriber, dayStart: number): SeedUsageLine[] {
  const lines: SeedUsageLine[] = [];
  const at = () => new Date(dayStart + random.int(7 * 3_600, 23 * 3_600 - 1) * 1000);
  const heavy = subscriber.kind === 'postpaid';
  for (let call = random.int(0, heavy ? 6 : 4); call > 0; call -= 1) {
    const roll = random.int(1, 100);
    const kind = roll <= 60 ? 'onNet' : roll <= 97 || !subscriber.isVip ? 'offNet' : 'international';
    const durationS = random.int(0, 9) === 0 ? random.int(900, 4_200) : random.int(8, 480);
    const covered = kind === 'onNet' && random.int(0, 1) === 0;
    lines.push({
      msisdn: subscriber.msisdn,
      usageType: 'call',
      bSubs:
        kind === 'international'
          ? `+65${random.int(60_000_000, 99_999_999)}`
          : otherNumber(random, kind === 'onNet'),
      callType: { onNet: 'Gọi nội mạng', offNet: 'Gọi ngoại mạng', international: 'Gọi quốc tế' }[kind],
      durationS,
      volumeBytes: 0,
      charge: covered ? 0 : Math.ceil(durationS / 60) * CALL_PRICES[kind],
      startedAt: at(),
    });
  }
  for (let sms = random.int(0, 3); sms > 0; sms -= 1) {
    const onNet = random.int(0, 1) === 0;
    lines.push({
      msisdn: subscriber.msisdn,
      usageType: 'sms',
      bSubs: otherNumber(random, onNet),
      callType: onNet ? 'SMS nội mạng' : 'SMS ngoại mạng',
      durationS: 0,
      volumeBytes: 0,
      charge: onNet ? SMS_PRICES.onNet : SMS_PRICES.offNet,
      startedAt: at(),
    });
  }
  for (let session = random.int(1, 4); session > 0; session -= 1) {
    // Mostly a few to a few hundred MB; the data package covers them.
    const volumeBytes = random.int(0, 5) === 0 ? random.int(300, 1_500) * MB : random.int(1, 250) * MB;
    lines.push({
      msisdn: subscriber.msisdn,
      usageType: 'data',
      bSubs: 'm3-world',
      callType: 'Data 4G',
      durationS: random.int(60, 7_200),
      volumeBytes: volumeBytes + random.int(0, MB - 1),
      charge: 0,
      startedAt: at(),
    });
  }
  return lines;
}

/** Local midnight (as UTC ms) of the Vietnam day `daysAgo` days before `now`. */
const vietnamMidnight = (now: number, daysAgo: number) =>
  Math.floor((now + VIETNAM_OFFSET_MS) / DAY_MS) * DAY_MS - VIETNAM_OFFSET_MS - daysAgo * DAY_MS;

/** The mobile accounts (prepaid and postpaid on the network): the ones with usage. */
export const usageSubscribers = seedSubscribers.filter(
  (subscriber) => !subscriber.offNet && (subscriber.kind === 'prepaid' || subscriber.kind === 'postpaid'),
);

export function usageRows(now: number): { usage: SeedUsageLine[]; refills: SeedRefill[] } {
  const usage: SeedUsageLine[] = [];
  const refills: SeedRefill[] = [];
  for (const [index, subscriber] of usageSubscribers.entries()) {
    const random = seededRandom(17_000 + index);
    for (let daysAgo = HISTORY_MAX_DAYS - 1; daysAgo >= 0; daysAgo -= 1) {
      const dayStart = vietnamMidnight(now, daysAgo);
      usage.push(...dayOfUse(random, subscriber, dayStart).filter((line) => line.startedAt.getTime() <= now));
      if (subscriber.kind === 'prepaid' && random.int(1, 9) === 1) {
        const refilledAt = new Date(dayStart + random.int(8 * 3_600, 21 * 3_600) * 1000);
        if (refilledAt.getTime() <= now)
          refills.push({
            msisdn: subscriber.msisdn,
            amount: random.pick(TOP_UP_AMOUNTS),
            channel: random.pick(TOP_UP_CHANNELS),
            refilledAt,
          });
      }
    }
  }
  usage.sort((a, b) => a.startedAt.getTime() - b.startedAt.getTime());
  return { usage, refills };
}
