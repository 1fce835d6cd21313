/** Resource kinds of spec 000 §3 (typeId on the wire) with their label keys. */
export const KINDS = [
  { id: 'image', label: 'platform.files.kind.image' },
  { id: 'scene', label: 'platform.files.kind.scene' },
  { id: 'material', label: 'platform.files.kind.material' },
  { id: 'info-point', label: 'platform.files.kind.infoPoint' },
  { id: 'part', label: 'platform.files.kind.part' },
  { id: 'cfg3d', label: 'platform.files.kind.cfg3d' },
  { id: 'file', label: 'platform.files.kind.file' },
] as const;

/** The tab of My files that lists the model jobs (not a resource kind: no groups, no upload). */
export const MODEL_JOBS_TAB = 'model-jobs';
