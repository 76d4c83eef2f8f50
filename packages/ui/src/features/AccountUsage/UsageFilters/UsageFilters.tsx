import {
  checkUsageRange,
  HISTORY_MAX_DAYS,
  oldestUsageDay,
  USAGE_KINDS,
  type IsoDate,
  type UsageKindFilter,
  type UsageRange,
  type UsageRangeProblem,
} from '@selfcare/domain';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/Button/Button';
import { Select } from '../../../components/Select/Select';
import { TextField } from '../../../components/TextField/TextField';
import * as styles from './UsageFilters.css';

export interface UsageFiltersProps {
  kind: UsageKindFilter;
  range: UsageRange;
  /** Vietnam's calendar day now (the rule of CONST-78 counts back from it). */
  today: IsoDate;
  /** A checked range and a type; the page puts them in its address. */
  onApply: (kind: UsageKindFilter, range: UsageRange) => void;
}

const kinds: readonly UsageKindFilter[] = ['all', ...USAGE_KINDS];

/** Problems about the start day show on the start field, the others on the end field. */
const onStart: ReadonlySet<UsageRangeProblem> = new Set(['tooOld']);

/** Issue 17, CONST-78: the type and the days of the usage shown; a range the rule refuses is explained, not sent. */
export function UsageFilters({ kind, range, today, onApply }: UsageFiltersProps) {
  const { t } = useTranslation('ui');
  const [draft, setDraft] = useState({ kind, from: range.from, to: range.to });
  const [problem, setProblem] = useState<UsageRangeProblem | undefined>(undefined);
  const message = problem
    ? t(`accountUsage.filters.problems.${problem}`, { days: HISTORY_MAX_DAYS })
    : undefined;

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const checked = checkUsageRange({ from: draft.from, to: draft.to }, today);
    setProblem(checked.ok ? undefined : checked.error);
    if (checked.ok) onApply(draft.kind, checked.value);
  };

  return (
    <form className={styles.form} aria-label={t('accountUsage.filters.label')} onSubmit={submit} noValidate>
      <Select
        label={t('accountUsage.filters.kind')}
        value={draft.kind}
        options={kinds.map((value) => ({ value, label: t(`accountUsage.kinds.${value}`) }))}
        onValueChange={(value) => setDraft({ ...draft, kind: value as UsageKindFilter })}
      />
      <TextField
        label={t('accountUsage.filters.from')}
        type="date"
        value={draft.from}
        min={oldestUsageDay(today)}
        max={today}
        required
        error={problem && onStart.has(problem) ? message : undefined}
        onChange={(event) => setDraft({ ...draft, from: event.target.value })}
      />
      <TextField
        label={t('accountUsage.filters.to')}
        type="date"
        value={draft.to}
        min={oldestUsageDay(today)}
        max={today}
        required
        hint={t('accountUsage.filters.hint', { days: HISTORY_MAX_DAYS })}
        error={problem && !onStart.has(problem) ? message : undefined}
        onChange={(event) => setDraft({ ...draft, to: event.target.value })}
      />
      <Button type="submit" className={styles.apply}>
        {t('accountUsage.filters.apply')}
      </Button>
    </form>
  );
}
