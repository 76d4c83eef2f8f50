import type { AddressSelection } from '@selfcare/domain';
import type { QualityPlaceOptions } from '@selfcare/ui';
import { useQuery } from '@tanstack/react-query';
import { usePortalQueries } from '../../lib/services';

/** ACC-73, DOM-27: the province → district → ward lists of a quality report, each once its parent is chosen. */
export function useQualityPlaces(selection: AddressSelection): {
  places: QualityPlaceOptions;
  failed: unknown;
} {
  const { locationQueries: location } = usePortalQueries();
  const province = selection.province ?? '';
  const district = selection.district ?? '';
  const provinces = useQuery(location.provinces());
  const districts = useQuery({ ...location.districts({ province_id: province }), enabled: province !== '' });
  const wards = useQuery({
    ...location.wards({ province_id: province, district_id: district }),
    enabled: district !== '',
  });
  const places: QualityPlaceOptions = {
    province: provinces.data,
    district: province !== '' ? districts.data : undefined,
    ward: district !== '' ? wards.data : undefined,
  };
  return { places, failed: [provinces, districts, wards].find((query) => query.isError)?.error };
}
