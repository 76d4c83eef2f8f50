/** The order form's address cascade (§4): province → district → ward → street / hamlet / area. */

/** A level of the address cascade. */
export type AddressLevel = 'province' | 'district' | 'ward' | 'street' | 'hamlet' | 'area';

/** The chosen id of each level (absent until chosen). */
export type AddressSelection = Partial<Readonly<Record<AddressLevel, string>>>;

const PARENT: Readonly<Record<AddressLevel, AddressLevel | undefined>> = {
  province: undefined,
  district: 'province',
  ward: 'district',
  street: 'ward',
  hamlet: 'ward',
  area: 'ward',
};

/** DOM-28: what choosing a level clears: its children and the street / hamlet / area choices. */
const CLEARED_BY: Readonly<Record<AddressLevel, readonly AddressLevel[]>> = {
  province: ['district', 'ward', 'street', 'hamlet', 'area'],
  district: ['ward', 'street', 'hamlet', 'area'],
  ward: ['street', 'hamlet', 'area'],
  street: [],
  hamlet: [],
  area: [],
};

/** DOM-27: a level can be loaded and chosen once its parent is chosen. */
export function canChooseAddressLevel(selection: AddressSelection, level: AddressLevel): boolean {
  const parent = PARENT[level];
  return parent === undefined || selection[parent] !== undefined;
}

/** DOM-27, DOM-28: choose (or clear, with undefined) a level; a changed parent clears what depends on it. */
export function chooseAddress(
  selection: AddressSelection,
  level: AddressLevel,
  id: string | undefined,
): AddressSelection {
  if (!canChooseAddressLevel(selection, level) || selection[level] === id) return selection;
  const next: Partial<Record<AddressLevel, string>> = { ...selection };
  for (const child of CLEARED_BY[level]) delete next[child];
  if (id === undefined) delete next[level];
  else next[level] = id;
  return next;
}
