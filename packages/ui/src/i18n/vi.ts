import { uiResources } from './index';

/** The ui namespace in Vietnamese alone, for an app that fetches one language at a time. */
export default uiResources.vi.ui;
