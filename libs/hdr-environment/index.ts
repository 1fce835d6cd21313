export { createHdrEnvironment, HDR_CUBE_SIZE, HDR_PREFILTER_SAMPLES } from './hdr-environment.js';
