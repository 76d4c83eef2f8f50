/** A news group tab (help_news_group, SRCH-09). */
export interface NewsGroup {
  readonly id: string;
  readonly name: string;
}

const text = (value: unknown): string | undefined =>
  typeof value === 'string' || typeof value === 'number' ? String(value) : undefined;

/**
 * SRCH-09 (UNSPEC fields): help_news_group's result is read as a list of { GROUP_ID, GROUP_NAME,
 * GROUP_NAME_EN }; anything else is skipped. The contract row leaves `result` open, so it is read here.
 */
export function toNewsGroups(result: unknown, language: string): NewsGroup[] {
  if (!Array.isArray(result)) return [];
  return result.flatMap((entry: unknown) => {
    const record = (entry ?? {}) as Record<string, unknown>;
    const id = text(record['GROUP_ID']);
    const name =
      (language.startsWith('en') ? text(record['GROUP_NAME_EN']) : undefined) ?? text(record['GROUP_NAME']);
    return id !== undefined && name !== undefined ? [{ id, name }] : [];
  });
}
