// libs/model-lightweight: making a glTF model lighter (fewer triangles with meshoptimizer's simplifier, geometry and
// animation compressed with EXT_meshopt_compression), built on @gltf-transform. It imports nothing of ours and no UI
// or engine package, so the command line (`scene-designer lightweight`) and the server's model jobs (issue 33) share it.
export * from './lightweight.js';
