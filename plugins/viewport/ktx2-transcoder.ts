/** The part of the Basis Universal transcoder module (KTX2File API) we use. */
export interface BasisModule {
  initializeBasis(): void;
  KTX2File: new (bytes: Uint8Array) => Ktx2File;
}

export interface Ktx2File {
  isValid(): boolean;
  isUASTC(): boolean;
  isETC1S(): boolean;
  getWidth(): number;
  getHeight(): number;
  getLevels(): number;
  getLayers(): number;
  getFaces(): number;
  getHasAlpha(): boolean;
  getDFDTransferFunc(): number;
  startTranscoding(): boolean;
  getImageLevelInfo(level: number, layer: number, face: number): { origWidth: number; origHeight: number };
  getImageTranscodedSizeInBytes(level: number, layer: number, face: number, format: number): number;
  transcodeImage(dst: Uint8Array, level: number, layer: number, face: number, format: number, flags: number, channel0: number, channel1: number): number;
  close(): void;
  delete(): void;
}

/** Compressed texture formats the engine can take (Babylon passes these with every decode). */
export interface Ktx2Caps {
  readonly astc?: boolean;
  readonly bptc?: boolean;
  readonly s3tc?: boolean;
  readonly etc2?: boolean;
  readonly etc1?: boolean;
}

/** What Babylon's KhronosTextureContainer2 expects back from a decoder (IDecodedData). */
export interface Ktx2Decoded {
  width: number;
  height: number;
  /** A WebGL internal format: RGBA8 (0x8058) or a compressed format. */
  transcodedFormat: number;
  mipmaps: { data: Uint8Array; width: number; height: number }[];
  layerCount: number;
  isInGammaSpace: boolean;
  hasAlpha: boolean;
  transcoderName: string;
}

/**
 * Transcode a KTX2 file (ETC1S/BasisLZ or UASTC, Zstd supercompression allowed) to the best GPU format the caps allow, or
 * to RGBA8. It runs inside a worker from its own source text, so it must stay self-contained: no outside names.
 */
export function transcodeKtx2(basis: BasisModule, bytes: Uint8Array, caps: Ktx2Caps): Ktx2Decoded {
  const magic = [0xab, 0x4b, 0x54, 0x58, 0x20, 0x32, 0x30, 0xbb, 0x0d, 0x0a, 0x1a, 0x0a]; // «KTX 20»\r\n\x1A\n
  if (bytes.length < 80 || magic.some((byte, i) => bytes[i] !== byte)) throw new Error('KTX2: not a valid KTX2 file');
  const file = new basis.KTX2File(bytes);
  try {
    if (!file.isValid()) throw new Error('KTX2: not a valid KTX2 file');
    const uastc = file.isUASTC();
    if (!uastc && !file.isETC1S()) throw new Error('KTX2: only ETC1S/BasisLZ and UASTC textures are supported');
    if ((file.getLayers() || 1) > 1 || file.getFaces() > 1) throw new Error('KTX2: array and cube textures are not supported');
    const width = file.getWidth();
    const height = file.getHeight();
    const levels = file.getLevels();
    if (!width || !height || !levels) throw new Error('KTX2: the texture has no image');
    const hasAlpha = file.getHasAlpha();
    // [can use, Basis transcoder target, WebGL internal format]; the first usable wins, RGBA8 when none is.
    const astc: [boolean, number, number] = [!!caps.astc, 10, 0x93b0];
    const bc7: [boolean, number, number] = [!!caps.bptc, 6, 0x8e8c];
    const etc2: [boolean, number, number] = [!!caps.etc2, hasAlpha ? 1 : 0, hasAlpha ? 0x9278 : 0x9274];
    const dxt: [boolean, number, number] = [!!caps.s3tc, hasAlpha ? 3 : 2, hasAlpha ? 0x83f3 : 0x83f0];
    const etc1: [boolean, number, number] = [!!caps.etc1 && !hasAlpha, 0, 0x8d64];
    const ranked = uastc ? [astc, bc7, etc2, dxt, etc1] : [etc2, bc7, dxt, etc1, astc];
    const blockAligned = width % 4 === 0 && height % 4 === 0;
    const pick = (blockAligned && ranked.find((option) => option[0])) || [true, 13, 0x8058];
    if (!file.startTranscoding()) throw new Error('KTX2: the transcoder could not start');
    const mipmaps: Ktx2Decoded['mipmaps'] = [];
    for (let level = 0; level < levels; level++) {
      const info = file.getImageLevelInfo(level, 0, 0);
      const data = new Uint8Array(file.getImageTranscodedSizeInBytes(level, 0, 0, pick[1]));
      if (!file.transcodeImage(data, level, 0, 0, pick[1], 0, -1, -1)) throw new Error(`KTX2: could not transcode level ${level}`);
      mipmaps.push({ data, width: info.origWidth, height: info.origHeight });
    }
    return {
      width, height, transcodedFormat: pick[2], mipmaps, layerCount: 1, hasAlpha,
      isInGammaSpace: file.getDFDTransferFunc() === 2, // KHR_DF_TRANSFER_SRGB
      transcoderName: uastc ? 'basis-uastc' : 'basis-etc1s',
    };
  } finally {
    file.close();
    file.delete();
  }
}
