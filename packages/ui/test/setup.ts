import '@vanilla-extract/css/disableRuntimeStyles';
import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';
import { initUiI18n } from '../src/i18n/testing';

initUiI18n('vi');
// A findBy* query waits up to 5 s instead of 1 s: a page's first lazy import can take longer than a second
// when both cores are busy (the unit suite runs two lanes side by side). A passing query still returns at once.
configure({ asyncUtilTimeout: 5_000 });

afterEach(() => cleanup());
