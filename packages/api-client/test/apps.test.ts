/** The app-link list (API-129), parsed by the contract's own schema, then mapped. */
import { describe, expect, it } from 'vitest';
import { contract } from '../src/contract';
import { toOperatorApps } from '../src/mappers/apps';

const parse = (result: unknown[]) =>
  contract.media_get_app_link_lists.response.parse({ error_code: '0', message: '', result }).result;

describe('operator apps', () => {
  it('ENT-52 API-129 maps android_package, name and the App Store id (text or number)', () => {
    const records = parse([
      { name: 'My VNPT', android_package: 'com.vnp.myvinaphone', ios_app_id: 1449876412 },
      { android_package: 'com.vnpt.mytv', ios_app_id: '' },
    ]);
    expect(toOperatorApps(records)).toEqual([
      { name: 'My VNPT', androidPackage: 'com.vnp.myvinaphone', iosAppId: '1449876412' },
      { name: undefined, androidPackage: 'com.vnpt.mytv', iosAppId: undefined },
    ]);
  });

  it('ENT-52 leaves out a record without an Android package', () => {
    expect(toOperatorApps(parse([{ name: 'No package' }, { android_package: null }]))).toEqual([]);
  });
});
