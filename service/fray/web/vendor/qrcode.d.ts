// Types of the vendored qrcode-generator 2.0.4 (Kazuhiko Arase, MIT; see LICENSE.qrcode-generator),
// from its own dist/qrcode.d.ts, written as an ES module to match qrcode.js (its dist/qrcode.mjs).
type TypeNumber = 0 | 1 | 2 | 3 | 4 | 5 | 6 | 7 | 8 | 9 | 10 | 11 | 12 | 13 | 14 | 15 | 16 | 17 | 18 | 19 | 20
  | 21 | 22 | 23 | 24 | 25 | 26 | 27 | 28 | 29 | 30 | 31 | 32 | 33 | 34 | 35 | 36 | 37 | 38 | 39 | 40;
type ErrorCorrectionLevel = "L" | "M" | "Q" | "H";
type Mode = "Numeric" | "Alphanumeric" | "Byte" | "Kanji";

export interface QRCode {
  addData(data: string, mode?: Mode): void;
  make(): void;
  getModuleCount(): number;
  isDark(row: number, col: number): boolean;
  createSvgTag(opts?: { cellSize?: number; margin?: number; scalable?: boolean }): string;
}

export interface QRCodeFactory {
  (typeNumber: TypeNumber, errorCorrectionLevel: ErrorCorrectionLevel): QRCode;
  stringToBytes(s: string): number[];
  stringToBytesFuncs: { [encoding: string]: (s: string) => number[] };
}

declare const qrcode: QRCodeFactory;
export default qrcode;
export const stringToBytes: (s: string) => number[];
