/** ENT-35 ... ENT-38: the address cascade of the order form. */
export interface Province {
  readonly id: string;
  readonly name: string;
  readonly ccbsCode: string | undefined;
}

export interface District {
  readonly id: string;
  readonly name: string;
}

export interface Ward {
  readonly id: string;
  readonly name: string;
}

export interface Street {
  readonly id: string;
  readonly name: string;
}

/** PKG-43: a hamlet (help_get_khu_pho_ap_1800) or an area (help_get_area_1800) of a ward. */
export interface WardPart {
  readonly id: string;
  readonly name: string;
}
