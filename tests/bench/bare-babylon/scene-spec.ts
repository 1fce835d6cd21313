/** What the bare reference page draws: copied from the designer's viewport so both pages render the same thing. */
export interface BareSceneSpec {
  /** Canvas size in CSS pixels and the engine's hardware scaling level. */
  readonly canvas: { readonly width: number; readonly height: number; readonly scaling: number };
  readonly clearColor: readonly [number, number, number, number];
  readonly ambientColor: readonly [number, number, number];
  readonly camera: {
    readonly alpha: number; readonly beta: number; readonly radius: number; readonly target: readonly [number, number, number];
    readonly fov: number; readonly minZ: number; readonly maxZ: number; readonly inertia: number;
    readonly angularSensibilityX: number; readonly angularSensibilityY: number;
  };
  readonly light: {
    readonly direction: readonly [number, number, number]; readonly intensity: number;
    readonly diffuse: readonly [number, number, number]; readonly specular: readonly [number, number, number]; readonly groundColor: readonly [number, number, number];
  };
  /** The one geometry every box shares. */
  readonly geometry: { readonly positions: number[]; readonly normals: number[]; readonly indices: number[]; readonly uvs?: number[] };
  readonly materials: readonly { readonly diffuse: readonly [number, number, number]; readonly specular: readonly [number, number, number] }[];
  /** Per mesh: position and index into `materials`. */
  readonly meshes: readonly { readonly position: readonly [number, number, number]; readonly material: number }[];
}
