import { createServiceId } from '../kernel/service-id.js';
import type { NodeId, SceneDocumentData } from '../scene/document.js';
import type { MaterialBake } from './material-bake.js';

/** What a glTF export writes: one binary `.glb`, or a `.gltf` JSON file with its buffers and images beside it. */
export type GltfExportFormat = 'glb' | 'gltf';

/** How to export. */
export interface GltfExportOptions {
  readonly format: GltfExportFormat;
  /** Export only these nodes with their subtrees (each placed where it stands in the world); absent: the whole scene. */
  readonly nodeIds?: readonly NodeId[];
  /** Called with 0..1 as the export goes on. */
  onProgress?(fraction: number): void;
  /**
   * Bake a material node whose look glTF cannot state (a mixed material's channels) into pictures. The designer's
   * export renders them with the viewport's engine; absent (Node, the CLI), such materials are approximated by their
   * factors and role pictures, as their `extras.approximated` says.
   */
  bakeMaterial?(materialNodeId: NodeId): Promise<MaterialBake | undefined>;
}

/** A `.gltf` file's JSON text (UTF-8) and the files it names by relative URI (the buffer, the images). */
export interface GltfFiles {
  readonly json: Uint8Array;
  readonly resources: Readonly<Record<string, Uint8Array>>;
}

/** The exported bytes: `glb` for the 'glb' format, `gltf` for the 'gltf' format. */
export interface GltfExportResult {
  readonly glb?: Uint8Array;
  readonly gltf?: GltfFiles;
}

/** The scene to export and where its stored assets (images, model files, `.kmb` meshes) are read from. */
export interface GltfExportInput {
  readonly document: SceneDocumentData;
  /** Bytes of a stored scene asset or a resource URL the scene names; undefined when it cannot be read (left out). */
  readAsset?(name: string): Promise<Uint8Array | undefined>;
}

/**
 * glTF 2.0 export of the open scene (docs/interop.md): the designer's File › Export glTF… and third-party tools.
 * Provided by `builtin.export-gltf` (list it in `dependsOn`).
 */
export interface GltfExportService {
  /** Export the scene open in the editor (its live runtime: the geometry the viewport shows). */
  exportOpenScene(options: GltfExportOptions): Promise<GltfExportResult>;
}

/** Service id of the glTF export. */
export const GltfExportService = createServiceId<GltfExportService>('export.gltf');
