/**
 * When a panel's data is not current, in words: the panel's own feed is failing (its reason), or the public socket
 * is not connected (the data stopped updating). `undefined` while the data is current.
 *
 * @since 0.1.0
 */

import type * as Cause from "effect/Cause"
import * as Option from "effect/Option"
import * as AsyncResult from "effect/reactivity/AsyncResult"
import * as Atom from "effect/reactivity/Atom"
import * as ErrorText from "./ErrorText.js"
import type * as Feed from "./Feed.js"
import { connectionStateAtom, liveUnavailableAtom } from "./Market.js"

/**
 * Why public data is not current, from the socket alone.
 *
 * @since 0.1.0
 * @category atoms
 */
export const publicStaleAtom: Atom.Atom<string | undefined> = Atom.readable((get) => {
  if (get(liveUnavailableAtom)) return "The page's live data did not load; reload the page"
  const state = get(connectionStateAtom)
  if (!AsyncResult.isSuccess(state)) return AsyncResult.isFailure(state) ? "Not connected to the exchange" : undefined
  switch (state.value) {
    case "connected":
    case "initial":
      return undefined
    case "connecting":
      return "Connecting to the exchange…"
    default:
      return "Connection lost; reconnecting…"
  }
})

/**
 * Why a feed's value is not current: its own failure first, else the socket's state (for streamed data).
 *
 * @since 0.1.0
 * @category constructors
 */
export const staleness = <A>(
  feed: AsyncResult.AsyncResult<Feed.Feed<A>, unknown>,
  socket: string | undefined,
  streamed = true
): string | undefined => {
  // the runtime itself failed (an environment that cannot be used): say why
  if (AsyncResult.isFailure(feed)) return ErrorText.describeCause(feed.cause as Cause.Cause<ErrorText.Tagged>)
  if (!AsyncResult.isSuccess(feed)) return undefined
  if (feed.value.error !== undefined) return feed.value.error
  return streamed && Option.isSome(feed.value.value) ? socket : undefined
}
