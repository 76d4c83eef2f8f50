/** Same keys as the Vietnamese texts, any text: en-US must have every key vi has (checked by tsc). */
export type SameKeys<T> = { -readonly [K in keyof T]: T[K] extends string ? string : SameKeys<T[K]> };

export interface AreaLocales<V> {
  readonly vi: V;
  readonly 'en-US': SameKeys<V>;
}

/** The texts of one feature area (Shell, Auth, Packages, Roaming ...), in both locales. */
export function defineAreaLocales<const V>(vi: V, enUS: SameKeys<V>): AreaLocales<V> {
  return { vi, 'en-US': enUS };
}
