export { type CmsConnection, createPayloadContent, openPayload } from './payload-content';
export type { CmsContent } from './types';
