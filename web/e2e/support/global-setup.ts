import type { TestProject } from 'vitest/node';
import { startStack } from './stack';

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
    adminEmail: string;
    adminPassword: string;
  }
}

const adminEmail = 'editor@e2e.test';
const adminPassword = 'e2e-editor-password-1';

/** One production stack for every journey. */
export default async function setup(project: TestProject) {
  const stack = await startStack({ ADMIN_EMAIL: adminEmail, ADMIN_PASSWORD: adminPassword });
  project.provide('baseUrl', stack.baseUrl);
  project.provide('adminEmail', adminEmail);
  project.provide('adminPassword', adminPassword);
  return async () => {
    const started = Date.now();
    const code = await stack.stop();
    if (code !== 0) console.error(`stack exited with ${code} after ${Date.now() - started} ms`);
  };
}
