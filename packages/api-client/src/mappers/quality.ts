/** Service-quality reports (ACC-73, API-099 … API-102): the wire records as domain models and back. */
import type { GeoPosition, QualityReport, QualityReportDraft } from '@selfcare/domain';
import type * as z from 'zod/mini';
import type { qualityReportRecord } from '../contract/quality';
import type { RequestOf } from '../contract/define';
import type { Contract } from '../contract';
import { optional } from './wire';

function positionOf(record: z.output<typeof qualityReportRecord>): GeoPosition | undefined {
  const { LATITUDE: latitude, LONGITUDE: longitude } = record;
  return typeof latitude === 'number' && typeof longitude === 'number' ? { latitude, longitude } : undefined;
}

/** API-099: a report of the list; the marks for the caller's own vote and report default to false. */
export function toQualityReport(record: z.output<typeof qualityReportRecord>): QualityReport {
  return {
    id: record.CCOS_ID,
    categoryName: { vi: record.CATEGORY_NAME, en: optional(record.CATEGORY_NAME_EN) },
    description: record.CONTENT,
    address: optional(record.ADDRESS),
    position: positionOf(record),
    reportedAt: record.CREATED_AT,
    votes: record.VOTES,
    votedByMe: record.VOTED ?? false,
    mine: record.MINE ?? false,
  };
}

/** API-101: the body of mobile_staff_post_ccos from a report the domain accepted. */
export function postQualityReportRequestOf(
  draft: QualityReportDraft,
): RequestOf<Contract['mobile_staff_post_ccos']> {
  const { place } = draft;
  return {
    category_id: draft.categoryId,
    content: draft.description,
    ...(place.kind === 'address'
      ? { province_id: place.provinceId, district_id: place.districtId, precinct_id: place.wardId }
      : { latitude: place.latitude, longitude: place.longitude }),
  };
}
