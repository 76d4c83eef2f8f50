import type { AddressSelection } from '@selfcare/domain';
import type { AddressOptions } from '@selfcare/ui';
import { useQuery } from '@tanstack/react-query';
import { usePortalQueries } from '../../lib/services';

const none = { province_id: '', district_id: '', precinct_id: '' };

/** DOM-27: each level of the cascade loads once its parent is chosen (PKG-39 … PKG-43). */
export function useAddressOptions(selection: AddressSelection): { options: AddressOptions; failed: unknown } {
  const { locationQueries: location } = usePortalQueries();
  const province = selection.province ?? none.province_id;
  const district = selection.district ?? none.district_id;
  const ward = selection.ward ?? none.precinct_id;
  const provinces = useQuery(location.provinces());
  const districts = useQuery({ ...location.districts({ province_id: province }), enabled: province !== '' });
  const wards = useQuery({
    ...location.wards({ province_id: province, district_id: district }),
    enabled: district !== '',
  });
  const wardScope = { province_id: province, precinct_id: ward };
  const streets = useQuery({ ...location.streets(wardScope), enabled: ward !== '' });
  const hamlets = useQuery({ ...location.hamlets(wardScope), enabled: ward !== '' });
  const areas = useQuery({ ...location.areas(wardScope), enabled: ward !== '' });
  const options: AddressOptions = {
    province: provinces.data,
    ...(province !== '' ? { district: districts.data } : {}),
    ...(district !== '' ? { ward: wards.data } : {}),
    ...(ward !== '' ? { street: streets.data, hamlet: hamlets.data, area: areas.data } : {}),
  };
  const failed = [provinces, districts, wards, streets, hamlets, areas].find((query) => query.isError)?.error;
  return { options, failed };
}
