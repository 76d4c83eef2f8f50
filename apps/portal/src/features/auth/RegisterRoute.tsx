import { RegisterPage } from './AuthRoute';

export const Component = RegisterPage;
