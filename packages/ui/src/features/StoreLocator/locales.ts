import { defineAreaLocales } from '../defineAreaLocales';

/** Texts of the store locator (§2.9, issue 20): the store list, the map, its pins and info window. */
export const storeLocatorLocales = defineAreaLocales(
  {
    list: {
      label: 'Danh sách cửa hàng',
      loading: 'Đang tìm cửa hàng',
      emptyTitle: 'Không tìm thấy cửa hàng nào',
      distance: 'Cách {{distance}}',
      call: 'Gọi {{phone}}',
      directions: 'Chỉ đường',
      selected: 'Đang xem trên bản đồ',
      retry: 'Thử lại',
    },
    map: {
      label: 'Bản đồ cửa hàng',
      loading: 'Đang tải bản đồ',
      pin: 'Cửa hàng {{address}}',
      zoomIn: 'Phóng to',
      zoomOut: 'Thu nhỏ',
      infoTitle: 'Cửa hàng VinaPhone',
      close: 'Đóng thông tin cửa hàng',
    },
  },
  {
    list: {
      label: 'Store list',
      loading: 'Finding stores',
      emptyTitle: 'No store found',
      distance: '{{distance}} away',
      call: 'Call {{phone}}',
      directions: 'Directions',
      selected: 'Shown on the map',
      retry: 'Try again',
    },
    map: {
      label: 'Store map',
      loading: 'Loading the map',
      pin: 'Store at {{address}}',
      zoomIn: 'Zoom in',
      zoomOut: 'Zoom out',
      infoTitle: 'VinaPhone store',
      close: 'Close the store details',
    },
  },
);
