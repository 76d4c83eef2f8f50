import { LoginPage } from './AuthRoute';

export const Component = LoginPage;
