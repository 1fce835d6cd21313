/** The scene-level parts of the demo scene the bare GLB page takes from its hash (glTF has no word for them). */
export interface BareGlbSpec {
  readonly clearColor: readonly [number, number, number, number];
  readonly camera: { readonly alpha: number; readonly beta: number; readonly radius: number; readonly target: readonly [number, number, number]; readonly fov: number };
  readonly sky: { readonly direction: readonly [number, number, number]; readonly intensity: number };
}
