// libs/mesh-format: the stored mesh format, a library of its own (not part of the SDK). The `.kmb` codec, its
// storage plan (content-hash name, delay rule, parts), SHA-256 names and base64 embedding. It imports nothing of
// ours (tests/tools/dependency-rules.ts); plugins, core and the server may import it. Users: the geometry editor
// (bakes meshes), the mesh node (reads them), model import (content-hash names), the kernel's scene assets.
export * from './kmb.js';
export * from './kmb-storage.js';
export * from './sha256.js';
export * from './base64.js';
