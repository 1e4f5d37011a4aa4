import { describe, expect, it } from "@effect/vitest"
import * as Effect from "effect/Effect"
import * as Result from "effect/Result"
import * as Schema from "effect/Schema"
import { ServerTime } from "../../src/Schema/ServerTime.js"
import { fixtureEnvelope } from "./fixture.js"

describe("ServerTime", () => {
  it.effect("decodes the docs example and derives exact milliseconds from timeNano", () =>
    Effect.gen(function* () {
      const env = yield* fixtureEnvelope("server-time")
      const time = yield* Schema.decodeUnknownEffect(ServerTime)(env.result)
      expect(time.timeSecond).toBe("1688639403")
      expect(time.timeNano).toBe("1688639403423213947")
      expect(time.millis).toBe(1688639403423)
    })
  )

  it("rejects non-digit times", () => {
    expect(Result.isFailure(Schema.decodeUnknownResult(ServerTime)({ timeSecond: "1.5", timeNano: "1" }))).toBe(true)
    expect(Result.isFailure(Schema.decodeUnknownResult(ServerTime)({ timeSecond: 1688639403, timeNano: "1" }))).toBe(
      true
    )
  })
})
