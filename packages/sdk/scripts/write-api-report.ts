// `npm run sdk:api-report`: regenerate packages/sdk/sdk.api.md after a deliberate change of the public API.
import { writeFileSync } from 'node:fs';
import { buildApiSurface, reportPath } from './api-report.js';

const surface = buildApiSurface();
if (surface.unpublished.length > 0) {
  console.error(`sdk/index.ts exports names no package entry publishes: ${surface.unpublished.join(', ')}. Add their module to sdk/package-index.ts (or sdk/viewport/index.ts).`);
  process.exit(1);
}
writeFileSync(reportPath, surface.report);
console.log(`wrote ${reportPath}`);
