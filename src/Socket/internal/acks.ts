/**
 * Waiting for acknowledgements: each topic of a request has a `Deferred` the frame handler settles when the server
 * answers; a wait collects the refused topics (or the end of the connection) and gives up after the acknowledgement
 * timeout, which counts as a refusal. Subscribe, unsubscribe, resubscribe and the resubscription after a reconnect all
 * wait through this one function.
 *
 * @since 0.1.0
 */
import * as Cause from "effect/Cause"
import * as Deferred from "effect/Deferred"
import * as Duration from "effect/Duration"
import * as Effect from "effect/Effect"
import * as Exit from "effect/Exit"
import * as Option from "effect/Option"
import type { SocketFatal } from "../../Errors/SocketError.js"

/**
 * Why a connection ended for good.
 *
 * @since 0.1.0
 * @category models
 */
export type Fatal = SocketFatal

/**
 * What settles an acknowledgement with a failure: the server's refusal (with its reason), or the connection's end.
 *
 * @since 0.1.0
 * @category models
 */
export type Refusal = { readonly _tag: "Refused"; readonly reason: string } | Fatal

/**
 * One topic's acknowledgement: settled synchronously from the frame handler, awaited by fibers.
 *
 * @since 0.1.0
 * @category models
 */
export interface Ack {
  readonly deferred: Deferred.Deferred<void, Refusal>
  done: boolean
}

/**
 * A new, unsettled acknowledgement.
 *
 * @since 0.1.0
 * @category constructors
 */
export const make = (): Ack => ({ deferred: Deferred.makeUnsafe<void, Refusal>(), done: false })

/**
 * Settles an acknowledgement (a settled one stays as it was).
 *
 * @since 0.1.0
 * @category combinators
 */
export const settle = (ack: Ack, result: Exit.Exit<void, Refusal>): void => {
  if (ack.done) return
  ack.done = true
  Deferred.doneUnsafe(ack.deferred, result)
}

/**
 * A refusal.
 *
 * @since 0.1.0
 * @category constructors
 */
export const refused = (reason: string): Exit.Exit<void, Refusal> => Exit.fail({ _tag: "Refused", reason })

/**
 * The outcome of a wait: the topics refused (or not acknowledged in time) and the first refusal's reason.
 *
 * @since 0.1.0
 * @category models
 */
export interface Outcome {
  readonly refused: ReadonlyArray<string>
  readonly reason: string
}

/**
 * The reason a wait reports for a topic not acknowledged in time: `not acknowledged within 10s`.
 *
 * @since 1.0.0
 * @category constructors
 */
export const timeoutReason = (timeout: Duration.Input): string =>
  `not acknowledged within ${Duration.format(Duration.fromInputUnsafe(timeout))}`

/**
 * Waits for the acknowledgements of `topics` together (a silent server is reported after one timeout, not one per
 * topic). A topic with no acknowledgement (`undefined`) counts as confirmed. Fails with the connection's end when
 * that is what settled one. `onTimeout` (a reason, or a function read when the timeout fires) names the
 * timeout's reason.
 *
 * @since 0.1.0
 * @category combinators
 */
export const await_ = (
  topics: ReadonlyArray<string>,
  acks: ReadonlyArray<Ack | undefined>,
  timeout: Duration.Input,
  onTimeout: string | (() => string) = timeoutReason(timeout)
): Effect.Effect<Outcome, Fatal> =>
  Effect.gen(function* () {
    const results = yield* Effect.forEach(
      acks,
      (ack) =>
        ack === undefined
          ? Effect.succeed(Exit.void)
          : Effect.exit(
              Deferred.await(ack.deferred).pipe(
                Effect.timeoutOrElse({
                  duration: timeout,
                  orElse: () =>
                    Effect.fail<Refusal>({
                      _tag: "Refused",
                      reason: typeof onTimeout === "string" ? onTimeout : onTimeout()
                    })
                })
              )
            ),
      { concurrency: "unbounded" }
    )
    const refusedTopics: Array<string> = []
    let reason = ""
    for (let i = 0; i < results.length; i++) {
      const result = results[i]!
      if (Exit.isSuccess(result)) continue
      const failure = Option.getOrUndefined(Cause.findErrorOption(result.cause))
      if (failure !== undefined && failure._tag !== "Refused") return yield* Effect.fail(failure)
      refusedTopics.push(topics[i]!)
      if (failure !== undefined && reason === "") reason = failure.reason
    }
    return { refused: refusedTopics, reason }
  })
