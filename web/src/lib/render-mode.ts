import { createContext, use } from 'react';

/**
 * How the page in hand reaches the browser (decision 0009):
 * - 'app': the React app runs it (client render, or a server render the app hydrates);
 * - 'document': a server-rendered public page for a signed-out visitor, shipped without the
 *   app. Its few interactive parts are run by document/enhance.ts, so the components render
 *   the markup that script expects (e.g. the chat widget into a <template>).
 */
export type RenderMode = 'app' | 'document';

export const RenderModeContext = createContext<RenderMode>('app');

export function useRenderMode(): RenderMode {
  return use(RenderModeContext);
}
