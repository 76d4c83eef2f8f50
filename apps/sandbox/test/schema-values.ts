/**
 * Values built from the contract's request schemas (zod 4 / zod mini, read through their `_zod.def`):
 * one plain valid sample per row, and fast-check arbitraries that mix valid values with hostile ones
 * (NUL, huge numbers, SQL fragments, very long text, wrong types) for the fuzz test.
 */
import fc from 'fast-check';

interface SchemaDef {
  readonly type: string;
  readonly shape?: Readonly<Record<string, Schema>>;
  readonly entries?: Readonly<Record<string, string>>;
  readonly values?: readonly unknown[];
  readonly options?: readonly Schema[];
  readonly innerType?: Schema;
  readonly element?: Schema;
}
interface Schema {
  readonly _zod: { readonly def: SchemaDef };
  safeParse(value: unknown): { success: boolean };
}

const defOf = (schema: unknown): SchemaDef => (schema as Schema)._zod.def;

export const hostileStrings: readonly string[] = [
  '',
  ' ',
  '\u0000',
  'a\u0000b',
  '1 OR 1=1',
  "'; drop table subscribers; --",
  '" or ""="',
  '99999999999999999999999999',
  '-1',
  '1e308',
  'NaN',
  'Infinity',
  '0x7fffffff',
  '<script>alert(1)</script>',
  '../../../etc/passwd',
  '%00%27',
  '{{7*7}}${7*7}',
  '\ud800',
  'x'.repeat(20_000),
];

export const hostileValues: readonly unknown[] = [
  ...hostileStrings,
  -1,
  0,
  -0.5,
  1e308,
  -1e308,
  Number.MAX_SAFE_INTEGER * 1024,
  true,
  false,
  null,
  [],
  [1, 'a'],
  {},
  { $ne: 1 },
];

/** Keys the handlers read from open bodies (rows whose payload the spec does not show). */
export const openBodyKeys = [
  'id',
  'news_id',
  'keyword',
  'group',
  'group_id',
  'categoryId',
  'offerId',
  'package_code',
  'province_id',
  'district_id',
  'precinct_id',
  'member_msisdn',
  'msisdn_member',
  'volume',
  'volume_call',
  'limit',
  'page',
  'size',
  'otp',
  'otp_service',
] as const;

/** A plain value the schema accepts, or undefined for an optional or open field. */
export function sampleOf(schema: unknown): unknown {
  const def = defOf(schema);
  switch (def.type) {
    case 'object':
      return Object.fromEntries(
        Object.entries(def.shape ?? {}).flatMap(([key, field]) => {
          const value = sampleOf(field);
          return value === undefined ? [] : [[key, value]];
        }),
      );
    case 'string':
      return (
        ['1', 'WEB_vnpt', '84912345678'].find((text) => (schema as Schema).safeParse(text).success) ?? '1'
      );
    case 'number':
      return 1;
    case 'enum':
      return Object.values(def.entries ?? {})[0];
    case 'literal':
      return def.values?.[0];
    case 'union':
      return sampleOf(def.options?.[0]);
    case 'nullable':
      return sampleOf(def.innerType);
    case 'null':
      return null;
    default:
      // optional, unknown, custom: left out.
      return undefined;
  }
}

const hostile = fc.constantFrom(...hostileValues);

/** Mostly what the schema asks for, sometimes anything hostile in its place. */
function fieldArbitrary(schema: unknown): fc.Arbitrary<unknown> {
  return fc.oneof({ weight: 3, arbitrary: arbitraryOf(schema) }, { weight: 1, arbitrary: hostile });
}

export function arbitraryOf(schema: unknown): fc.Arbitrary<unknown> {
  const def = defOf(schema);
  switch (def.type) {
    case 'object': {
      const shape = Object.fromEntries(
        Object.entries(def.shape ?? {}).map(([key, field]) => [key, fieldArbitrary(field)]),
      );
      const extra = fc.dictionary(fc.constantFrom(...openBodyKeys), fc.oneof(hostile, fc.string()), {
        maxKeys: 3,
      });
      return fc.tuple(fc.record(shape), extra).map(([fields, more]) => ({ ...more, ...fields }));
    }
    case 'string':
      return fc.oneof(fc.string(), fc.constantFrom(...hostileStrings));
    case 'number':
      return fc.oneof(fc.integer(), fc.double(), fc.constantFrom(-1, 1e308, 2 ** 63));
    case 'enum':
      return fc.constantFrom(...Object.values(def.entries ?? {}));
    case 'literal':
      return fc.constantFrom(...(def.values ?? [null]));
    case 'union':
      return fc.oneof(...(def.options ?? []).map(arbitraryOf));
    case 'optional':
      return fc.option(arbitraryOf(def.innerType), { nil: undefined });
    case 'nullable':
      return fc.option(arbitraryOf(def.innerType), { nil: null });
    case 'null':
      return fc.constant(null);
    default:
      return hostile;
  }
}
