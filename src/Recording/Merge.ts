/**
 * Merging streams of recording lines by receive time: the order of a replay across files of different markets.
 *
 * @since 1.1.0
 */
import type * as Arr from "effect/Array"
import * as Cause from "effect/Cause"
import * as Channel from "effect/Channel"
import * as Effect from "effect/Effect"
import * as Pull from "effect/Pull"
import * as Stream from "effect/Stream"
import type * as Format from "./Format.js"

interface Head<A> {
  readonly items: Arr.NonEmptyReadonlyArray<A>
  at: number
}

/**
 * Merges streams that each run forward in receive time into one that does; at equal times, the earlier stream first.
 * Each stream is pulled only when its next line is needed. Its items are lines, or anything with a receive time `r`
 * (`Reader.scans` merges lines and scans).
 *
 * @since 1.1.0
 * @category combinators
 */
export const byReceiveTime = <E, R, A extends { readonly r: number } = Format.Line>(
  streams: ReadonlyArray<Stream.Stream<A, E, R>>
): Stream.Stream<A, E, R> => {
  if (streams.length === 1) return streams[0]!
  return Stream.fromChannel(
    Channel.fromTransform((_, scope) =>
      Effect.gen(function* () {
        const pulls = yield* Effect.forEach(streams, (stream) => Channel.toPullScoped(Stream.toChannel(stream), scope))
        const heads: Array<Head<A> | undefined> = pulls.map(() => undefined)
        const live: Array<boolean> = pulls.map(() => true)
        const fill = Effect.forEach(
          pulls,
          (pull, i) => {
            const head = heads[i]
            if (!live[i] || (head !== undefined && head.at < head.items.length)) return Effect.void
            return pull.pipe(
              Effect.flatMap((items) =>
                Effect.sync(() => {
                  heads[i] = { items, at: 0 }
                })
              ),
              Pull.catchDone(() =>
                Effect.sync(() => {
                  live[i] = false
                  heads[i] = undefined
                })
              )
            )
          },
          { discard: true }
        )
        const next: Pull.Pull<Arr.NonEmptyReadonlyArray<A>, E, void, R> = Effect.flatMap(fill, () => {
          let best = -1
          let bestR = Number.POSITIVE_INFINITY
          let second = -1
          let secondR = Number.POSITIVE_INFINITY
          heads.forEach((head, i) => {
            if (head === undefined) return
            const r = head.items[head.at]!.r
            if (r < bestR) {
              second = best
              secondR = bestR
              best = i
              bestR = r
            } else if (r < secondR) {
              second = i
              secondR = r
            }
          })
          if (best < 0) return Cause.done()
          const head = heads[best]!
          const out: Array<A> = []
          while (head.at < head.items.length) {
            const line = head.items[head.at]!
            if (!(line.r < secondR || (line.r === secondR && best < second))) break
            out.push(line)
            head.at++
          }
          return Effect.succeed(out as unknown as Arr.NonEmptyReadonlyArray<A>)
        })
        return next
      })
    )
  )
}
