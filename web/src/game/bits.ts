// Bit-level packing for the URL codec: fixed-width fields, small varints and base64url text.

export class BitWriter {
  private readonly bytes: number[] = [];
  private bitCount = 0;

  write(value: number, width: number): void {
    if (value < 0 || value >= 2 ** width || !Number.isInteger(value)) throw new RangeError(`${value} does not fit in ${width} bits`);
    for (let bit = width - 1; bit >= 0; bit--) {
      if (this.bitCount % 8 === 0) this.bytes.push(0);
      if (Math.floor(value / 2 ** bit) % 2 === 1) this.bytes[this.bytes.length - 1] |= 0x80 >> this.bitCount % 8;
      this.bitCount++;
    }
  }

  writeFlag(flag: boolean): void {
    this.write(flag ? 1 : 0, 1);
  }

  /** Unsigned integer in 4-bit groups, each followed by a "more" bit. */
  writeVarint(value: number): void {
    do {
      const low = value % 16;
      value = Math.floor(value / 16);
      this.write(low, 4);
      this.writeFlag(value > 0);
    } while (value > 0);
  }

  toBytes(): Uint8Array {
    return Uint8Array.from(this.bytes);
  }
}

export class BitReader {
  private position = 0;

  constructor(private readonly bytes: Uint8Array) {}

  read(width: number): number {
    let value = 0;
    for (let i = 0; i < width; i++) {
      const byte = this.position >> 3;
      if (byte >= this.bytes.length) throw new RangeError('the code ends too early');
      const bit = (this.bytes[byte] >> (7 - (this.position & 7))) & 1;
      value = value * 2 + bit;
      this.position++;
    }
    return value;
  }

  readFlag(): boolean {
    return this.read(1) === 1;
  }

  readVarint(): number {
    let value = 0;
    let scale = 1;
    for (let group = 0; group < 14; group++) {
      value += this.read(4) * scale;
      scale *= 16;
      if (!this.readFlag()) return value;
    }
    throw new RangeError('a number in the code is too long');
  }
}

/** Bits needed to write every value 0..max. */
export function bitsFor(max: number): number {
  let bits = 1;
  while (2 ** bits <= max) bits++;
  return bits;
}

const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';

/** base64url without padding: safe in a URL fragment as it is. */
export function toBase64Url(bytes: Uint8Array): string {
  let text = '';
  for (let i = 0; i < bytes.length; i += 3) {
    const chunk = (bytes[i] << 16) | ((bytes[i + 1] ?? 0) << 8) | (bytes[i + 2] ?? 0);
    const chars = Math.min(4, Math.ceil(((bytes.length - i) * 8) / 6));
    for (let c = 0; c < chars; c++) text += ALPHABET[(chunk >> (18 - 6 * c)) & 63];
  }
  return text;
}

export function fromBase64Url(text: string): Uint8Array {
  const bytes: number[] = [];
  let buffer = 0;
  let bits = 0;
  for (const c of text) {
    const value = ALPHABET.indexOf(c);
    if (value < 0) throw new RangeError(`'${c}' is not a base64url character`);
    buffer = ((buffer << 6) | value) & 0xffff;
    bits += 6;
    if (bits >= 8) {
      bits -= 8;
      bytes.push((buffer >> bits) & 0xff);
    }
  }
  return Uint8Array.from(bytes);
}
