/**
 * The timeouts' reasons quote a duration as `Duration.format` writes it: the library's own formatter (no BigInt
 * steps) gives the same text for every input it meets.
 */
import { describe, expect, it } from "@effect/vitest"
import * as Duration from "effect/Duration"
import * as DurationText from "../../src/Layers/DurationText.js"

describe("durationText", () => {
  it("writes what Duration.format writes", () => {
    const inputs: ReadonlyArray<Duration.Input> = [
      0,
      1,
      300,
      999,
      1000,
      1500,
      10_000,
      90_000,
      3_600_000,
      86_400_000,
      90_061_001,
      2 ** 40,
      1.5,
      0.25,
      -300,
      "10 seconds",
      "300 millis",
      "1 hour",
      Duration.nanos(1n),
      Duration.nanos(1_500_001n),
      Duration.micros(1500n),
      Duration.infinity
    ]
    for (const input of inputs) {
      expect(DurationText.text(input), String(input)).toBe(Duration.format(Duration.fromInputUnsafe(input)))
    }
    // and whole milliseconds across the range, days included
    for (let ms = 7; ms < 4e11; ms = ms * 3 + 1) {
      expect(DurationText.text(ms), String(ms)).toBe(Duration.format(Duration.millis(ms)))
    }
  })
})
