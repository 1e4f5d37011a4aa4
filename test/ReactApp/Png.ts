/**
 * A small PNG decoder for screenshots (8-bit RGB or RGBA, not interlaced, which is what Chromium writes), so a test
 * can tell a drawn chart from a blank canvas by looking at its pixels.
 */
import * as zlib from "node:zlib"

export interface Image {
  readonly width: number
  readonly height: number
  /** RGBA, 4 bytes per pixel, row after row. */
  readonly rgba: Uint8Array
}

const signature = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]

const paeth = (a: number, b: number, c: number): number => {
  const p = a + b - c
  const pa = Math.abs(p - a)
  const pb = Math.abs(p - b)
  const pc = Math.abs(p - c)
  return pa <= pb && pa <= pc ? a : pb <= pc ? b : c
}

export const decode = (png: Uint8Array): Image => {
  const bytes = Buffer.from(png)
  if (!signature.every((b, i) => bytes[i] === b)) throw new Error("not a PNG")
  let offset = 8
  let width = 0
  let height = 0
  let colourType = -1
  const idat: Array<Buffer> = []
  while (offset < bytes.length) {
    const length = bytes.readUInt32BE(offset)
    const type = bytes.toString("latin1", offset + 4, offset + 8)
    const data = bytes.subarray(offset + 8, offset + 8 + length)
    if (type === "IHDR") {
      width = data.readUInt32BE(0)
      height = data.readUInt32BE(4)
      const depth = data[8]
      colourType = data[9] ?? -1
      if (depth !== 8 || (colourType !== 2 && colourType !== 6) || data[12] !== 0) {
        throw new Error(`unsupported PNG: depth ${depth}, colour type ${colourType}, interlace ${data[12]}`)
      }
    } else if (type === "IDAT") idat.push(data)
    else if (type === "IEND") break
    offset += 12 + length
  }
  const channels = colourType === 6 ? 4 : 3
  const stride = width * channels
  const raw = zlib.inflateSync(Buffer.concat(idat))
  const pixels = new Uint8Array(stride * height)
  for (let y = 0; y < height; y++) {
    const filter = raw[y * (stride + 1)]
    const row = y * (stride + 1) + 1
    for (let x = 0; x < stride; x++) {
      const value = raw[row + x] ?? 0
      const left = x >= channels ? (pixels[y * stride + x - channels] ?? 0) : 0
      const up = y > 0 ? (pixels[(y - 1) * stride + x] ?? 0) : 0
      const upLeft = y > 0 && x >= channels ? (pixels[(y - 1) * stride + x - channels] ?? 0) : 0
      const predicted =
        filter === 0
          ? 0
          : filter === 1
            ? left
            : filter === 2
              ? up
              : filter === 3
                ? (left + up) >> 1
                : filter === 4
                  ? paeth(left, up, upLeft)
                  : Number.NaN
      if (Number.isNaN(predicted)) throw new Error(`bad PNG filter ${filter} on row ${y}`)
      pixels[y * stride + x] = (value + predicted) & 0xff
    }
  }
  if (channels === 4) return { width, height, rgba: pixels }
  const rgba = new Uint8Array(width * height * 4)
  for (let i = 0; i < width * height; i++) {
    rgba[i * 4] = pixels[i * 3] ?? 0
    rgba[i * 4 + 1] = pixels[i * 3 + 1] ?? 0
    rgba[i * 4 + 2] = pixels[i * 3 + 2] ?? 0
    rgba[i * 4 + 3] = 255
  }
  return { width, height, rgba }
}

/** How many distinct colours an image has, and the share of its most common colour. */
export const colourStats = (image: Image): { readonly distinct: number; readonly dominantShare: number } => {
  const counts = new Map<number, number>()
  for (let i = 0; i < image.rgba.length; i += 4) {
    const key =
      ((image.rgba[i] ?? 0) << 24) |
      ((image.rgba[i + 1] ?? 0) << 16) |
      ((image.rgba[i + 2] ?? 0) << 8) |
      (image.rgba[i + 3] ?? 0)
    counts.set(key, (counts.get(key) ?? 0) + 1)
  }
  let dominant = 0
  for (const n of counts.values()) dominant = Math.max(dominant, n)
  return { distinct: counts.size, dominantShare: dominant / Math.max(1, image.width * image.height) }
}

const crcTable = Array.from({ length: 256 }, (_, n) => {
  let c = n
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1
  return c >>> 0
})

const crc32 = (data: Buffer): number => {
  let c = 0xffffffff
  for (const b of data) c = (crcTable[(c ^ b) & 0xff] ?? 0) ^ (c >>> 8)
  return (c ^ 0xffffffff) >>> 0
}

const chunk = (type: string, data: Buffer): Buffer => {
  const head = Buffer.alloc(8)
  head.writeUInt32BE(data.length, 0)
  head.write(type, 4, "latin1")
  const crc = Buffer.alloc(4)
  crc.writeUInt32BE(crc32(Buffer.concat([head.subarray(4), data])), 0)
  return Buffer.concat([head, data, crc])
}

/** Encodes RGBA pixels, each row with the given filter type (to test the decoder against every filter). */
export const encode = (image: Image, filter: 0 | 1 | 2 | 3 | 4 = 0): Buffer => {
  const stride = image.width * 4
  const raw = Buffer.alloc((stride + 1) * image.height)
  const at = (x: number, y: number): number => (x < 0 || y < 0 ? 0 : (image.rgba[y * stride + x] ?? 0))
  for (let y = 0; y < image.height; y++) {
    raw[y * (stride + 1)] = filter
    for (let x = 0; x < stride; x++) {
      const left = at(x - 4, y)
      const up = at(x, y - 1)
      const predicted = [0, left, up, (left + up) >> 1, paeth(left, up, at(x - 4, y - 1))][filter] ?? 0
      raw[y * (stride + 1) + 1 + x] = (at(x, y) - predicted) & 0xff
    }
  }
  const ihdr = Buffer.alloc(13)
  ihdr.writeUInt32BE(image.width, 0)
  ihdr.writeUInt32BE(image.height, 4)
  ihdr[8] = 8
  ihdr[9] = 6
  return Buffer.concat([
    Buffer.from(signature),
    chunk("IHDR", ihdr),
    chunk("IDAT", zlib.deflateSync(raw)),
    chunk("IEND", Buffer.alloc(0))
  ])
}
