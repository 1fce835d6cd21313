// Types of the parts of the Khronos glTF validator (npm gltf-validator, which ships none) that we use (validate-glb.ts, the tests).
declare module 'gltf-validator' {
  export interface ValidationMessage {
    readonly code: string;
    readonly message: string;
    readonly severity: number;
    readonly pointer?: string;
  }
  export interface ValidationReport {
    readonly info?: { readonly totalTriangleCount?: number; readonly totalVertexCount?: number };
    readonly issues: { readonly numErrors: number; readonly numWarnings: number; readonly messages: readonly ValidationMessage[] };
  }
  export interface ValidationOptions {
    readonly uri?: string;
    readonly maxIssues?: number;
    readonly externalResourceFunction?: (uri: string) => Promise<Uint8Array>;
  }
  export function validateBytes(data: Uint8Array, options?: ValidationOptions): Promise<ValidationReport>;
}
