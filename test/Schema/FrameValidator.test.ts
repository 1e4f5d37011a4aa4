/**
 * The typed topics' validators: the schema's guard where no platform layer installed the compiled fast path
 * (`FastDecode.layer`, whose decoding carries the compiler), the compiled validator where one did; the same answers
 * either way.
 */
import { describe, expect, it } from "@effect/vitest"
import * as Effect from "effect/Effect"
import type * as Layer from "effect/Layer"
import * as Schema from "effect/Schema"
import * as Node from "../../src/node.js"
import * as Decoding from "../../src/Schema/Decoding.js"
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
  it.effect(
    "the platform layers that install the fast paths carry the compiler in their decoding; the lean page's does not",
    () =>
      Effect.gen(function* () {
        // nothing is kept for the process: outside those layers there is no compiler
        expect((yield* Decoding.current).validator).toBeUndefined()
        expect((yield* Effect.provide(Decoding.current, WebPlatform.layerPublic)).validator).toBeUndefined()
        for (const layer of [FastDecode.layer, Node.layer, WebPlatform.layer] as const) {
          const decoding = yield* Effect.provide(Decoding.current, layer as Layer.Layer<never>)
          expect(decoding.validator).toBe(Validator.validator)
          // and once built and gone, nothing of them stays behind
          expect((yield* Decoding.current).validator).toBeUndefined()
        }
      })
  )

  it("answers as the schema's guard without a compiler and as the compiled validator with one: the frame or undefined", () => {
    const guard = Schema.is(WsPublic.TickerMessage)
    const expected = frames.map((frame) => (guard(frame) ? frame : undefined))
    expect(expected.filter((x) => x !== undefined).length).toBeGreaterThan(0)
    expect(expected.filter((x) => x === undefined).length).toBeGreaterThan(0)
    const plain = FrameValidator.make(WsPublic.TickerMessage)
    expect(frames.map((frame) => plain(frame))).toEqual(expected)
    let compiled = 0
    const compiler: FrameValidator.Compiler = (schema) => {
      compiled++
      return Validator.validator(schema)
    }
    // a validator used without a compiler compiles on its first frame with one, once, and keeps it
    expect(frames.map((frame) => plain(frame, compiler))).toEqual(expected)
    const fresh = FrameValidator.make(WsPublic.TickerMessage)
    expect(frames.map((frame) => fresh(frame, compiler))).toEqual(expected)
    expect(compiled).toBe(2)
    for (const [i, frame] of frames.entries()) if (expected[i] !== undefined) expect(plain(frame, compiler)).toBe(frame)
    // without a compiler, the guard again: the same answers
    expect(frames.map((frame) => plain(frame))).toEqual(expected)
  })
})
