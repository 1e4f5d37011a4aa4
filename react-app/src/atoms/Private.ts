/**
 * The private stream's state, for the header: `none` without keys, else the private socket's state as it changes
 * (a failure reads as `reconnecting` until the socket is back).
 *
 * @since 0.1.0
 */
import * as Option from "effect/Option"
import * as Stream from "effect/Stream"
import { BybitSocket } from "effect-bybit"
import { privateRuntime } from "./AccountRuntime.js"
import * as Feed from "./Feed.js"
import { credentialsAtom } from "./Runtime.js"

/**
 * The private stream's state.
 *
 * @since 0.1.0
 * @category models
 */
export type PrivateState = "none" | "initial" | "connecting" | "connected" | "closing" | "reconnecting"

/**
 * The private stream's state as it changes.
 *
 * @since 0.1.0
 * @category atoms
 */
export const privateStateAtom = privateRuntime.atom((get) => {
  if (Option.isNone(get(credentialsAtom))) return Stream.make<[PrivateState]>("none")
  return BybitSocket.state("private").pipe(
    Stream.map((state): PrivateState => state),
    Stream.catch(() => Stream.make<[PrivateState]>("reconnecting")),
    Stream.repeat(Feed.restart)
  )
})
