import { describe, expect, it } from "@effect/vitest"
import * as fc from "fast-check"
import * as Ws from "ws"
import { FrameBuffer, frames } from "../../src/Emulator/wire/WsConnection.js"

// ws's frame writer (a named export of `ws`; its typings leave it out)
const Sender = (
  Ws as unknown as {
    readonly Sender: {
      readonly frame: (
        data: Buffer,
        options: {
          readonly fin: boolean
          readonly rsv1: boolean
          readonly opcode: number
          readonly mask: boolean
          readonly readOnly: boolean
        }
      ) => ReadonlyArray<Buffer>
    }
  }
).Sender

// The emulator writes a batch of data frames itself (one buffer per batch): the bytes must be those `ws` writes for a
// server's send of each frame (unmasked, FIN, text or binary), at every length form (7-bit, 16-bit, 64-bit).

const wsFrame = (data: string | Uint8Array): Buffer => {
  const text = typeof data === "string"
  const list = Sender.frame(Buffer.from(data), {
    fin: true,
    rsv1: false,
    opcode: text ? 1 : 2,
    mask: false,
    readOnly: false
  })
  return Buffer.concat([...list])
}

const lengthsAround = [0, 1, 125, 126, 127, 65535, 65536, 70000]
const payload = fc.oneof(
  fc.string({ maxLength: 300 }),
  fc.string({ unit: "binary", maxLength: 200 }),
  fc.uint8Array({ maxLength: 300 }),
  fc.constantFrom(...lengthsAround).map((n) => "x".repeat(n)),
  fc.constantFrom(...lengthsAround).map((n) => new Uint8Array(n).fill(7)),
  // multi-byte characters: the length is the UTF-8 byte length, not the string's
  fc.constantFrom(42, 63, 21_845, 21_846).map((n) => "é€".repeat(n))
)

describe("a batch of WebSocket frames", () => {
  it("is the bytes ws writes for each frame, in order", () => {
    fc.assert(
      fc.property(fc.array(payload, { minLength: 1, maxLength: 6 }), (data) => {
        expect(frames(data).equals(Buffer.concat(data.map(wsFrame)))).toBe(true)
      }),
      { numRuns: 200 }
    )
  })

  it("is written into the memory of a batch already written, never into one still being written", () => {
    const out = new FrameBuffer()
    const batch = (c: string) => {
      out.push(c.repeat(3000))
      return out.take()
    }
    const first = batch("a")
    const sent = Buffer.from(first)
    const second = batch("b")
    // the first is still being written: a later batch goes elsewhere and leaves it as it was
    expect(second.buffer).not.toBe(first.buffer)
    expect(first.equals(sent)).toBe(true)
    // its write came back: the batch after the next one is written into its memory, framed as before
    out.recycle(first)
    const third = batch("c")
    const fourth = batch("d")
    expect(third.buffer).not.toBe(first.buffer)
    expect(fourth.buffer).toBe(first.buffer)
    expect(fourth.equals(frames(["d".repeat(3000)]))).toBe(true)
    expect(second.equals(frames(["b".repeat(3000)]))).toBe(true)
  })
})
