/**
 * Builds the demo database the API test files copy (demo-template.ts), once per run, on the kind
 * of database the run tests: PostgreSQL when DATABASE_URL is set, PGlite otherwise. With
 * ARMADA_DEMO_TEMPLATE_DIR set, a PGlite template is built there and kept after the run.
 */
import type { TestProject } from 'vitest/node';
import { buildDemoTemplate, type DemoTemplate } from './demo-template';

declare module 'vitest' {
  export interface ProvidedContext {
    demoTemplate: DemoTemplate;
  }
}

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const { template, drop } = await buildDemoTemplate(
    process.env.DATABASE_URL,
    process.env.ARMADA_DEMO_TEMPLATE_DIR || undefined,
  );
  project.provide('demoTemplate', template);
  return drop;
}
