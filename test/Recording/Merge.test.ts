import { describe, expect, it } from "@effect/vitest"
import * as Effect from "effect/Effect"
import * as Stream from "effect/Stream"
import type * as Format from "../../src/Recording/Format.js"
import * as Merge from "../../src/Recording/Merge.js"
import { trade } from "./fixtures.js"

const tag = (line: Format.Line) => `${line.r}${"c" in line ? line.c[0] : "e"}`

describe("Merge by receive time", () => {
  it.effect("interleaves streams by r, the earlier stream first at equal times", () =>
    Effect.gen(function* () {
      const linear = Stream.fromIterable([trade(1), trade(3), trade(5), trade(5)]).pipe(Stream.rechunk(3))
      const spot = Stream.fromIterable([trade(2, "spot"), trade(3, "spot"), trade(4, "spot"), trade(6, "spot")])
      const got = yield* Stream.runCollect(Merge.byReceiveTime([linear, spot]))
      expect(got.map(tag)).toEqual(["1l", "2s", "3l", "3s", "4s", "5l", "5l", "6s"])
      expect(yield* Stream.runCollect(Merge.byReceiveTime<never, never>([]))).toEqual([])
    })
  )

  it.effect("pulls a stream only as far as its next line is needed", () =>
    Effect.gen(function* () {
      const pulled: Array<number> = []
      const counted = (lines: ReadonlyArray<Format.Line>) =>
        Stream.fromIterable(lines).pipe(
          Stream.rechunk(1),
          Stream.tap((line) => Effect.sync(() => pulled.push(line.r)))
        )
      const a = counted([trade(1), trade(2), trade(10), trade(11)])
      const b = counted([trade(3), trade(4), trade(12)])
      const first = yield* Stream.runCollect(Merge.byReceiveTime([a, b]).pipe(Stream.take(3)))
      expect(first.map((line) => line.r)).toEqual([1, 2, 3])
      // to give 1, 2, 3 it needed a's next head (10, to know 3 comes first), and nothing later
      expect(pulled.sort((x, y) => x - y)).toEqual([1, 2, 3, 10])
    })
  )
})
