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
