/** §7 Login service (API-142, API-143): reset and registration on their own base. */
import { defineCalls } from './define';
import { originMessageResponse, registerRequest, resetPasswordRequest } from './auth';

export const loginServiceCalls = defineCalls({
  login_reset_password: {
    access: 'write',
    matrixId: 'API-142',
    service: 'login',
    method: 'POST',
    path: '/authen_miss_password',
    request: resetPasswordRequest,
    response: originMessageResponse,
    session: false,
    assumed: 'path not shown (GAP API-142): same path and payload as the main-API authen_miss_password',
  },
  login_register: {
    access: 'write',
    matrixId: 'API-143',
    service: 'login',
    method: 'POST',
    path: '/authen_register',
    request: registerRequest,
    response: originMessageResponse,
    session: false,
    assumed: 'method and path not shown (GAP API-143): POST with the main-API authen_register payload',
  },
});
