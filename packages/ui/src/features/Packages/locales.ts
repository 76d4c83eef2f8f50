import { defineAreaLocales } from '../defineAreaLocales';

/** Texts of the package card, grid, detail and the register / cancel dialogs (PKG-04 ... PKG-14). */
export const packagesLocales = defineAreaLocales(
  {
    period: {
      day: 'ngày',
      week: 'tuần',
      month: 'tháng',
      perUse: 'lần',
      sixMonths: '6 tháng',
      threeDays: '3 ngày',
      tenDays: '10 ngày',
      nineMonths: '9 tháng',
    },
    price: {
      free: 'Miễn phí',
      perPeriod: '{{price}}/{{period}}',
      label: 'Giá cước',
    },
    card: {
      register: 'Đăng ký',
      cancel: 'Huỷ gói',
      registerNamed: 'Đăng ký gói {{name}}',
      cancelNamed: 'Huỷ gói {{name}}',
      active: 'Đang sử dụng',
      details: 'Xem chi tiết',
      detailsNamed: 'Xem chi tiết gói {{name}}',
      loading: 'Đang tải gói cước',
    },
    grid: {
      label: 'Danh sách gói cước',
      emptyTitle: 'Chưa có gói cước',
      emptyDescription: 'Nhóm dịch vụ này hiện chưa có gói cước nào. Vui lòng quay lại sau.',
    },
    detail: {
      code: 'Mã gói',
      description: 'Mô tả chi tiết',
      share: 'Sao chép liên kết',
      shared: 'Đã sao chép liên kết',
    },
    otp: {
      title: 'Xác nhận đăng ký',
      message: 'Mã OTP đã được gửi tới số {{phone}}. Nhập mã để đăng ký gói {{name}} ({{price}}).',
      confirm: 'Xác nhận',
      resend: 'Gửi lại mã',
    },
    cancel: {
      title: 'Huỷ gói cước',
      message: 'Bạn có chắc muốn huỷ gói {{code}} của thuê bao {{phone}}?',
      confirm: 'Huỷ gói',
      keep: 'Giữ gói',
    },
  },
  {
    period: {
      day: 'day',
      week: 'week',
      month: 'month',
      perUse: 'use',
      sixMonths: '6 months',
      threeDays: '3 days',
      tenDays: '10 days',
      nineMonths: '9 months',
    },
    price: {
      free: 'Free',
      perPeriod: '{{price}}/{{period}}',
      label: 'Price',
    },
    card: {
      register: 'Register',
      cancel: 'Cancel package',
      registerNamed: 'Register {{name}}',
      cancelNamed: 'Cancel package {{name}}',
      active: 'Active',
      details: 'See details',
      detailsNamed: 'See details of {{name}}',
      loading: 'Loading packages',
    },
    grid: {
      label: 'Packages',
      emptyTitle: 'No packages yet',
      emptyDescription: 'This service group has no packages at the moment. Please come back later.',
    },
    detail: {
      code: 'Package code',
      description: 'Full description',
      share: 'Copy link',
      shared: 'Link copied',
    },
    otp: {
      title: 'Confirm registration',
      message: 'A one-time code was sent to {{phone}}. Enter it to register {{name}} ({{price}}).',
      confirm: 'Confirm',
      resend: 'Resend code',
    },
    cancel: {
      title: 'Cancel package',
      message: 'Do you really want to cancel package {{code}} of number {{phone}}?',
      confirm: 'Cancel package',
      keep: 'Keep it',
    },
  },
);
