import type { SimDeliveryForm } from '@selfcare/domain';
import type { SimDeliveryOptions } from '@selfcare/ui';
import { useQuery } from '@tanstack/react-query';
import { usePortalQueries } from '../../lib/services';

/** ACC-35: each list of the delivery step loads once its parent is chosen (the address cascade, the stores). */
export function useDeliveryOptions(selection: SimDeliveryForm): {
  options: SimDeliveryOptions;
  failed: unknown;
} {
  const { locationQueries: location } = usePortalQueries();
  const province = selection.provinceId;
  const district = selection.districtId;
  const home = selection.method === 'home';
  const provinces = useQuery(location.provinces());
  const districts = useQuery({
    ...location.districts({ province_id: province }),
    enabled: home && province !== '',
  });
  const wards = useQuery({
    ...location.wards({ province_id: province, district_id: district }),
    enabled: home && district !== '',
  });
  const stores = useQuery({
    ...location.storesInProvince({ province_id: province }),
    enabled: !home && province !== '',
  });
  const options: SimDeliveryOptions = {
    provinces: provinces.data,
    districts: districts.data,
    wards: wards.data,
    stores: stores.data,
  };
  const failed = [provinces, districts, wards, stores].find((query) => query.isError)?.error;
  return { options, failed };
}
