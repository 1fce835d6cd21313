// libs/model-lightweight: making a 3D model lighter (fewer triangles with meshoptimizer's simplifier, geometry and
// animation compressed with EXT_meshopt_compression), built on @gltf-transform. Reads GLB, glTF (with its files), OBJ
// and STL; writes GLB. It imports nothing of ours and no UI or engine package, so the command line
// (`scene-designer lightweight`) and the server's model jobs (issue 33) share it.
export * from './lightweight.js';
export * from './model-input.js';
export * from './model-budget.js';
export { OBJ_MAX_TRIANGLES } from './parse-obj.js';
export { STL_MAX_TRIANGLES } from './parse-stl.js';
