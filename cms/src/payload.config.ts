/**
 * The CMS config from the environment. Used by Next (via the `@payload-config` path alias),
 * by the payload CLI, by the setup script and by the api (`@app/cms/config`).
 */
import { createCmsConfig, optionsFromEnv } from './create-config';

export default createCmsConfig(optionsFromEnv());
