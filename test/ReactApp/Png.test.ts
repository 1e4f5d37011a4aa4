import { describe, expect, it } from "@effect/vitest"
import * as Png from "./Png.js"

// A 7x5 image with a gradient and a few odd pixels, so every filter has something to predict.
const sample = (): Png.Image => {
  const width = 7
  const height = 5
  const rgba = new Uint8Array(width * height * 4)
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const i = (y * width + x) * 4
      rgba[i] = (x * 37 + y * 11) & 0xff
      rgba[i + 1] = (x * y * 53) & 0xff
      rgba[i + 2] = 255 - x * 30
      rgba[i + 3] = x === 3 && y === 2 ? 0 : 255
    }
  }
  return { width, height, rgba }
}

describe("Png", () => {
  for (const filter of [0, 1, 2, 3, 4] as const) {
    it(`decodes what it encodes with filter ${filter}`, () => {
      const image = sample()
      const decoded = Png.decode(Png.encode(image, filter))
      expect(decoded.width).toBe(7)
      expect(decoded.height).toBe(5)
      expect(Array.from(decoded.rgba)).toEqual(Array.from(image.rgba))
    })
  }

  it("tells a blank image from a varied one", () => {
    const blank = { width: 4, height: 4, rgba: new Uint8Array(64).fill(200) }
    expect(Png.colourStats(blank)).toEqual({ distinct: 1, dominantShare: 1 })
    const varied = Png.colourStats(sample())
    expect(varied.distinct).toBe(35)
    expect(varied.dominantShare).toBeCloseTo(1 / 35)
  })

  it("refuses bytes that are not a PNG", () => {
    expect(() => Png.decode(new Uint8Array([1, 2, 3, 4, 5, 6, 7, 8]))).toThrow("not a PNG")
  })
})
