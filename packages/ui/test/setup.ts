import '@vanilla-extract/css/disableRuntimeStyles';
import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';
import { initUiI18n } from '../src/i18n/testing';

initUiI18n('vi');
afterEach(() => cleanup());
