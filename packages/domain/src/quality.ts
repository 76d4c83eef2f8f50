/**
 * Service-quality reports (ACC-73, API-099 … API-102, issue 20): the spec names the calls and the category
 * tree (ENT-44) but not the form; the choices are in docs/decisions/support.md ("Quality reports").
 */
import type { LocalizedName } from './localized';
import type { AddressSelection } from './forms/address-cascade';
import { MessageKey } from './messages';
import type { StaffCategory } from './models/account';
import { problemDescriptionError, type FieldRefusal } from './support';

/** ACC-73, ENT-44: a category a report is filed under: a leaf of the tree, named by its path. */
export interface QualityCategoryChoice {
  readonly id: string;
  /** The names from the top of the tree down to this category. */
  readonly path: readonly LocalizedName[];
}

/**
 * ACC-73 (UNSPEC): only a leaf names the problem precisely ('Mạng di động › Sóng yếu'), so a report is
 * filed under a leaf; a top category without children is a leaf itself. Tree order is kept.
 */
export function qualityCategoryChoices(tree: readonly StaffCategory[]): QualityCategoryChoice[] {
  const walk = (nodes: readonly StaffCategory[], above: readonly LocalizedName[]): QualityCategoryChoice[] =>
    nodes.flatMap((node) =>
      node.children.length === 0
        ? [{ id: node.id, path: [...above, node.name] }]
        : walk(node.children, [...above, node.name]),
    );
  return walk(tree, []);
}

/** A point on the map in degrees (WGS 84), as the browser's geolocation gives it. */
export interface GeoPosition {
  readonly latitude: number;
  readonly longitude: number;
}

/** Whether a position is a real point on Earth (not NaN, in range). */
export function isGeoPosition(position: GeoPosition): boolean {
  const { latitude, longitude } = position;
  return (
    Number.isFinite(latitude) &&
    Number.isFinite(longitude) &&
    Math.abs(latitude) <= 90 &&
    Math.abs(longitude) <= 180
  );
}

/** How the reporter gives the place: the address cascade, or where the device is now. */
export type QualityPlaceMode = 'address' | 'position';

/** ACC-73 (form not described): the report as the subscriber fills it. */
export interface QualityReportForm {
  readonly categoryId: string;
  readonly placeMode: QualityPlaceMode;
  /** The province → district → ward cascade (used when placeMode is 'address'). */
  readonly address: AddressSelection;
  /** The device's position, once given (used when placeMode is 'position'). */
  readonly position: GeoPosition | undefined;
  readonly description: string;
}

/** The place a valid report carries. */
export type QualityPlace =
  | {
      readonly kind: 'address';
      readonly provinceId: string;
      readonly districtId: string;
      readonly wardId: string;
    }
  | ({ readonly kind: 'position' } & GeoPosition);

/** A report the domain accepted: trimmed text, a leaf category and a complete place. */
export interface QualityReportDraft {
  readonly categoryId: string;
  readonly place: QualityPlace;
  readonly description: string;
}

export type QualityReportField = 'categoryId' | 'province' | 'district' | 'ward' | 'position' | 'description';

export type QualityReportErrors = Partial<
  Record<QualityReportField, FieldRefusal<typeof MessageKey.required | typeof MessageKey.minLength>>
>;

export type QualityReportCheck =
  | { readonly ok: true; readonly value: QualityReportDraft }
  | { readonly ok: false; readonly errors: QualityReportErrors };

const required = { key: MessageKey.required } as const;

/**
 * ACC-73, VAL-12, VAL-13: a category is chosen (VAL-12); the place is either the whole cascade down to
 * the ward (each missing level VAL-12) or a position the device gave (VAL-12 until it is given); the
 * description is the same rule as a support request's (VAL-12 when empty, VAL-13 under the minimum).
 */
export function validateQualityReport(form: QualityReportForm): QualityReportCheck {
  const errors: QualityReportErrors = {};
  const categoryId = form.categoryId.trim();
  if (categoryId === '') errors.categoryId = required;
  let place: QualityPlace | undefined;
  if (form.placeMode === 'address') {
    const { province, district, ward } = form.address;
    if (province === undefined) errors.province = required;
    if (district === undefined) errors.district = required;
    if (ward === undefined) errors.ward = required;
    if (province !== undefined && district !== undefined && ward !== undefined)
      place = { kind: 'address', provinceId: province, districtId: district, wardId: ward };
  } else if (form.position !== undefined && isGeoPosition(form.position)) {
    place = { kind: 'position', latitude: form.position.latitude, longitude: form.position.longitude };
  } else errors.position = required;
  const description = form.description.trim();
  const descriptionError = problemDescriptionError(description);
  if (descriptionError) errors.description = descriptionError;
  if (place === undefined || Object.keys(errors).length > 0) return { ok: false, errors };
  return { ok: true, value: { categoryId, place, description } };
}

/** API-099 (fields assumed): a report as the list shows it. */
export interface QualityReport {
  readonly id: string;
  readonly categoryName: LocalizedName;
  readonly description: string;
  /** The address the server composed from the cascade, when the place was given that way. */
  readonly address: string | undefined;
  readonly position: GeoPosition | undefined;
  readonly reportedAt: string;
  readonly votes: number;
  /** Whether the signed-in subscriber has voted for it (one vote each, API-102). */
  readonly votedByMe: boolean;
  /** Whether the signed-in subscriber filed it. */
  readonly mine: boolean;
}

/** ACC-73 (UNSPEC): a position as the list writes it, 5 decimals (about a metre): '21.01905, 105.80965'. */
export function formatGeoPosition(position: GeoPosition): string {
  return `${position.latitude.toFixed(5)}, ${position.longitude.toFixed(5)}`;
}
