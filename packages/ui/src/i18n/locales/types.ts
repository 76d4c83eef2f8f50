import type { vi } from './vi';

/** Same keys as the Vietnamese catalogue, any text. */
type Widen<T> = { -readonly [K in keyof T]: T[K] extends string ? string : Widen<T[K]> };

export type UiMessages = Widen<typeof vi>;
