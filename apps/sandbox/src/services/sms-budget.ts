/**
 * Issue 47 (item 4): a global budget of codes sent per clock hour (`smsBudgetPerHour`), the last guard against
 * SMS pumping when the ceilings per client and per number are dodged with many addresses and numbers.
 * At 80 % an ALARM line is logged and recorded (served at /__sandbox/api/alarms); at 100 % every send is
 * refused "system busy" until the next hour, and a second alarm says so. Each alarm is raised once an hour.
 */
import type { AppContext } from '../app-context';
import type { SqlExecutor } from '../db/database';

const hourMs = 3_600_000;
/** The share of the budget at which the first alarm goes off. */
export const smsBudgetWarningShare = 0.8;

export type BudgetDecision =
  { readonly kind: 'granted' } | { readonly kind: 'spent'; readonly waitSeconds: number };

interface BudgetRow {
  sent: number;
  warned: boolean;
  exhausted: boolean;
}

const hourOf = (now: number) => Math.floor(now / hourMs) * hourMs;

async function raiseAlarm(app: AppContext, tx: SqlExecutor, kind: string, message: string, now: number) {
  app.log(`ALARM ${kind}: ${message}`);
  await tx.query('insert into alarms (kind, message, raised_at) values ($1, $2, $3)', [
    kind,
    message,
    new Date(now),
  ]);
}

/**
 * Takes one code from this hour's budget, inside the send's transaction (the row lock orders parallel sends),
 * or answers that the budget is spent and how long until the next hour.
 */
export async function spendSmsBudget(app: AppContext, tx: SqlExecutor, now: number): Promise<BudgetDecision> {
  const budget = app.config.smsBudgetPerHour;
  const hour = new Date(hourOf(now));
  await tx.query(
    'insert into sms_budget_hours (hour_started_at, sent) values ($1, 0) on conflict (hour_started_at) do nothing',
    [hour],
  );
  const [row] = await tx.query<BudgetRow>(
    'select sent, warned, exhausted from sms_budget_hours where hour_started_at = $1 for update',
    [hour],
  );
  if (!row) throw new Error('sms_budget_hours row missing');
  const nextHour = hourOf(now) + hourMs;
  const spentMessage = `all ${budget} codes of the hour from ${hour.toISOString()} are spent; sends are refused until ${new Date(nextHour).toISOString()}`;
  if (row.sent >= budget) {
    if (!row.exhausted) {
      await tx.query('update sms_budget_hours set exhausted = true where hour_started_at = $1', [hour]);
      await raiseAlarm(app, tx, 'sms-budget-spent', spentMessage, now);
    }
    return { kind: 'spent', waitSeconds: Math.max(1, Math.ceil((nextHour - now) / 1000)) };
  }
  const sent = row.sent + 1;
  const warn = !row.warned && sent >= Math.ceil(budget * smsBudgetWarningShare);
  const exhausted = !row.exhausted && sent >= budget;
  await tx.query(
    'update sms_budget_hours set sent = $2, warned = warned or $3, exhausted = exhausted or $4 where hour_started_at = $1',
    [hour, sent, warn, exhausted],
  );
  if (warn) {
    await raiseAlarm(
      app,
      tx,
      'sms-budget-80',
      `${sent} of the ${budget} codes of the hour from ${hour.toISOString()} are spent (${Math.round(smsBudgetWarningShare * 100)} %)`,
      now,
    );
  }
  if (exhausted) await raiseAlarm(app, tx, 'sms-budget-spent', spentMessage, now);
  return { kind: 'granted' };
}

export interface AlarmRow {
  id: number;
  kind: string;
  message: string;
  raised_at: Date;
}

/** The newest alarms first, and what this hour has spent (the local alarms page). */
export async function alarmsReport(app: AppContext, limit: number) {
  const now = app.clock.now();
  const hour = new Date(hourOf(now));
  const alarms = await app.db.query<AlarmRow>('select * from alarms order by id desc limit $1', [limit]);
  const [row] = await app.db.query<{ sent: number }>(
    'select sent from sms_budget_hours where hour_started_at = $1',
    [hour],
  );
  return {
    alarms: alarms.map((alarm) => ({
      id: alarm.id,
      kind: alarm.kind,
      message: alarm.message,
      raisedAt: alarm.raised_at.toISOString(),
    })),
    smsBudget: {
      perHour: app.config.smsBudgetPerHour,
      hourStartedAt: hour.toISOString(),
      sent: row?.sent ?? 0,
    },
  };
}
