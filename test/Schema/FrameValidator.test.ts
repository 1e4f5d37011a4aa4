/**
 * The typed topics' validators: the schema's guard until a platform layer installs the compiled fast path
 * (`FastDecode.layer`), the compiled validator after; the same answers either way.
 */
import { describe, expect, it } from "@effect/vitest"
import * as Effect from "effect/Effect"
import * as Layer from "effect/Layer"
import * as Schema from "effect/Schema"
import * as Node from "../../src/node.js"
import * as FastDecode from "../../src/Schema/FastDecode.js"
import * as FrameValidator from "../../src/Schema/FrameValidator.js"
import * as Validator from "../../src/Schema/Validator.js"
import * as WsPublic from "../../src/Schema/WsPublic.js"
import * as WebPlatform from "../../src/WebPlatform.js"

const ticker = {
  topic: "tickers.BTCUSDT",
  type: "snapshot",
  ts: 1,
  cs: 2,
  data: { symbol: "BTCUSDT", lastPrice: "100.5", tickDirection: "PlusTick" }
}
const frames: ReadonlyArray<unknown> = [
  ticker,
  { ...ticker, data: { ...ticker.data, lastPrice: "1e5" } },
  { ...ticker, ts: "1" },
  { ...ticker, data: undefined },
  null,
  "tickers"
]

describe("frame validators", () => {
  it.effect("the platform layers that install the fast paths install the compiler; the lean page's does not", () =>
    Effect.gen(function* () {
      const previous = FrameValidator.installed()
      try {
        FrameValidator.install(undefined)
        yield* Effect.scoped(Layer.build(WebPlatform.layerPublic))
        expect(FrameValidator.installed()).toBeUndefined()
        for (const layer of [FastDecode.layer, Node.layer, WebPlatform.layer] as const) {
          FrameValidator.install(undefined)
          yield* Effect.scoped(Layer.build(layer as Layer.Layer<unknown>))
          expect(FrameValidator.installed()).toBe(Validator.validator)
        }
      } finally {
        FrameValidator.install(previous)
      }
    })
  )

  it("answers as the schema's guard without a compiler and as the compiled validator with one: the frame or undefined", () => {
    const previous = FrameValidator.installed()
    const guard = Schema.is(WsPublic.TickerMessage)
    const expected = frames.map((frame) => (guard(frame) ? frame : undefined))
    expect(expected.filter((x) => x !== undefined).length).toBeGreaterThan(0)
    expect(expected.filter((x) => x === undefined).length).toBeGreaterThan(0)
    try {
      FrameValidator.install(undefined)
      const plain = FrameValidator.make(WsPublic.TickerMessage)
      expect(frames.map(plain)).toEqual(expected)
      let compiled = 0
      FrameValidator.install((schema) => {
        compiled++
        return Validator.validator(schema)
      })
      // a validator made before the compiler was installed compiles on its next frame, once
      expect(frames.map(plain)).toEqual(expected)
      expect(frames.map(FrameValidator.make(WsPublic.TickerMessage))).toEqual(expected)
      expect(compiled).toBe(2)
      for (const [i, frame] of frames.entries()) if (expected[i] !== undefined) expect(plain(frame)).toBe(frame)
    } finally {
      FrameValidator.install(previous)
    }
  })
})
