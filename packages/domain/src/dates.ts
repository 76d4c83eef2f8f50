/** Calendar dates without time zone, as the rules compare them. */

/** A calendar day as 'YYYY-MM-DD'. */
export type IsoDate = string;

/** The parts of a real calendar day, or undefined for text that is not one (e.g. '2023-02-29'). */
export function parseIsoDate(date: IsoDate): { year: number; month: number; day: number } | undefined {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(date);
  if (!match) return undefined;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const probe = new Date(Date.UTC(year, month - 1, day));
  const real = probe.getUTCMonth() === month - 1 && probe.getUTCDate() === day;
  return real ? { year, month, day } : undefined;
}
