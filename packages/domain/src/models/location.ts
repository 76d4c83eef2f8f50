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
