// The Khronos glTF validator over a GLB: the errors it reports (none for a valid file). Every model a job hands out is
// checked with it (docs/jobs.md).
import { validateBytes } from 'gltf-validator';

/** The validator's errors for a GLB, as `code at pointer: message` (at most `max`). */
export async function glbValidationErrors(glb: Uint8Array, max = 20): Promise<string[]> {
  return (await validateGlb(glb, max)).errors;
}

/** The validator's errors (at most `max`) and the model's triangle and vertex counts as it reports them. */
export async function validateGlb(glb: Uint8Array, max = 20): Promise<{ errors: string[]; triangles: number; vertices: number }> {
  const report = await validateBytes(glb, {
    uri: 'model.glb', maxIssues: 100,
    externalResourceFunction: (uri) => Promise.reject(new Error(`A GLB may not refer to another file (${uri.slice(0, 100)}).`)),
  });
  return {
    errors: report.issues.messages.filter((m) => m.severity === 0).slice(0, max).map((m) => `${m.code} at ${m.pointer ?? ''}: ${m.message}`),
    triangles: report.info?.totalTriangleCount ?? 0,
    vertices: report.info?.totalVertexCount ?? 0,
  };
}
