import { uiResources } from './index';

/** The ui namespace in English alone, for an app that fetches one language at a time. */
export default uiResources['en-US'].ui;
