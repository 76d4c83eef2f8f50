import { defineAreaLocales } from '../defineAreaLocales';

/** Texts of the sign-in and registration dialogs (§2.4), read as `t('auth.…')` in the ui namespace. */
export const authLocales = defineAreaLocales(
  {
    dialog: {
      tabsLabel: 'Đăng nhập hoặc đăng ký',
      signInTab: 'Đăng nhập',
      registerTab: 'Đăng ký',
      signInTitle: 'Đăng nhập',
      forgotTitle: 'Quên mật khẩu',
      registerTitle: 'Đăng ký tài khoản',
      back: 'Quay lại',
    },
    login: {
      step0: {
        intro: 'Nhập số thuê bao VinaPhone để nhận mã xác thực OTP.',
        submit: 'Nhận mã OTP',
        usePassword: 'Đăng nhập bằng mật khẩu',
        mobileNetwork: 'Đăng nhập bằng 3G/4G',
      },
      step1: {
        sentTo: 'Mã OTP đã được gửi tới số {{phone}}.',
        submit: 'Đăng nhập',
      },
      step2: {
        submit: 'Đăng nhập',
        forgot: 'Quên mật khẩu?',
        useCode: 'Đăng nhập bằng mã OTP',
      },
      step3: {
        intro: 'Nhập số thuê bao để nhận mã đặt lại mật khẩu.',
        submit: 'Nhận mã OTP',
      },
      step4: {
        sentTo: 'Mã đặt lại mật khẩu đã được gửi tới số {{phone}}.',
        submit: 'Đổi mật khẩu',
      },
    },
    registration: {
      step0: {
        intro: 'Nhập số thuê bao VinaPhone để đăng ký tài khoản hoặc lấy lại mật khẩu.',
        register: 'Đăng ký',
        forgot: 'Quên mật khẩu',
      },
      step1: {
        sentTo: 'Mã xác thực đã được gửi tới số {{phone}}.',
        wallet: 'Mở ví thanh toán cho số thuê bao này',
        submit: 'Đăng ký',
      },
      step2: {
        sentTo: 'Mã đặt lại mật khẩu đã được gửi tới số {{phone}}.',
        submit: 'Đổi mật khẩu',
      },
    },
    fields: {
      code: 'Mã xác thực OTP',
      password: 'Mật khẩu',
      newPassword: 'Mật khẩu mới',
      repeatPassword: 'Nhập lại mật khẩu mới',
      passwordHint: '6 đến 22 kí tự, có chữ thường, chữ hoa và chữ số',
    },
    resend: {
      action: 'Gửi lại mã',
      wait: 'Gửi lại mã sau {{seconds}} giây',
    },
    lock: {
      message: 'Bạn đã nhập sai mã quá số lần cho phép. Vui lòng thử lại sau {{time}}.',
    },
  },
  {
    dialog: {
      tabsLabel: 'Sign in or register',
      signInTab: 'Sign in',
      registerTab: 'Register',
      signInTitle: 'Sign in',
      forgotTitle: 'Forgot password',
      registerTitle: 'Create an account',
      back: 'Back',
    },
    login: {
      step0: {
        intro: 'Enter your VinaPhone number to receive a one-time code (OTP).',
        submit: 'Get code',
        usePassword: 'Sign in with a password',
        mobileNetwork: 'Sign in with 3G/4G',
      },
      step1: {
        sentTo: 'A code was sent to {{phone}}.',
        submit: 'Sign in',
      },
      step2: {
        submit: 'Sign in',
        forgot: 'Forgot password?',
        useCode: 'Sign in with a one-time code',
      },
      step3: {
        intro: 'Enter your number to receive a password reset code.',
        submit: 'Get code',
      },
      step4: {
        sentTo: 'A reset code was sent to {{phone}}.',
        submit: 'Change password',
      },
    },
    registration: {
      step0: {
        intro: 'Enter your VinaPhone number to create an account or recover your password.',
        register: 'Register',
        forgot: 'Forgot password',
      },
      step1: {
        sentTo: 'A verification code was sent to {{phone}}.',
        wallet: 'Open a payment wallet for this number',
        submit: 'Register',
      },
      step2: {
        sentTo: 'A reset code was sent to {{phone}}.',
        submit: 'Change password',
      },
    },
    fields: {
      code: 'One-time code (OTP)',
      password: 'Password',
      newPassword: 'New password',
      repeatPassword: 'Repeat the new password',
      passwordHint: '6 to 22 characters with a lowercase letter, an uppercase letter and a digit',
    },
    resend: {
      action: 'Resend code',
      wait: 'Resend code in {{seconds}} s',
    },
    lock: {
      message: 'Too many wrong codes. Please try again in {{time}}.',
    },
  },
);
