import { describe, expect, it } from 'vitest';
import { qualityReportRecord } from '../src/contract/quality';
import { postQualityReportRequestOf, toQualityReport } from '../src/mappers';

describe('quality report mappers', () => {
  it('ACC-73 API-099 a report by address: names in both languages, marks default to false', () => {
    const record = qualityReportRecord.parse({
      CCOS_ID: 4,
      CATEGORY_NAME: 'Sóng yếu',
      CATEGORY_NAME_EN: 'Weak signal',
      CONTENT: 'Mất sóng trong nhà',
      ADDRESS: 'Phường Dịch Vọng, Quận Cầu Giấy, Hà Nội',
      LATITUDE: null,
      CREATED_AT: '2026-11-20T08:00:00.000Z',
      VOTES: 3,
    });
    expect(toQualityReport(record)).toEqual({
      id: '4',
      categoryName: { vi: 'Sóng yếu', en: 'Weak signal' },
      description: 'Mất sóng trong nhà',
      address: 'Phường Dịch Vọng, Quận Cầu Giấy, Hà Nội',
      position: undefined,
      reportedAt: '2026-11-20T08:00:00.000Z',
      votes: 3,
      votedByMe: false,
      mine: false,
    });
  });

  it('ACC-73 API-099 a report by position keeps the point; the caller’s marks come through', () => {
    const record = qualityReportRecord.parse({
      CCOS_ID: '5',
      CATEGORY_NAME: 'Khác',
      CONTENT: 'x',
      ADDRESS: null,
      LATITUDE: 21.02,
      LONGITUDE: 105.8,
      CREATED_AT: '2026-11-20T08:00:00.000Z',
      VOTES: 1,
      VOTED: true,
      MINE: true,
    });
    expect(toQualityReport(record)).toMatchObject({
      address: undefined,
      position: { latitude: 21.02, longitude: 105.8 },
      votedByMe: true,
      mine: true,
      categoryName: { vi: 'Khác', en: undefined },
    });
  });

  it('ACC-73 API-101 the body carries the cascade’s ids or the position, never both', () => {
    const description = 'Sóng yếu cả ngày';
    expect(
      postQualityReportRequestOf({
        categoryId: '11',
        description,
        place: { kind: 'address', provinceId: '1', districtId: '104', wardId: '10401' },
      }),
    ).toEqual({
      category_id: '11',
      content: description,
      province_id: '1',
      district_id: '104',
      precinct_id: '10401',
    });
    expect(
      postQualityReportRequestOf({
        categoryId: '4',
        description,
        place: { kind: 'position', latitude: 21.02, longitude: 105.8 },
      }),
    ).toEqual({ category_id: '4', content: description, latitude: 21.02, longitude: 105.8 });
  });
});
