/**
 * The model of one typed topic (`Topic`) and of where topics are offered (`TopicMarket`), below the topics
 * themselves: `Topics` (the public ones) and its private topics build values of it, and `Topics` re-exports both.
 *
 * @since 1.2.0
 */
import type * as Schema from "effect/Schema"
import type * as Decoding from "../Schema/Decoding.js"
import type * as WsMarket from "./WsMarket.js"

/**
 * Where a topic is offered: a public category, a product stream (spread, RFQ, Earn offers), the private stream, or
 * the system-status stream (`/v5/public/misc/status`).
 *
 * @since 0.1.0
 * @category models
 */
export type TopicMarket = WsMarket.Category | WsMarket.ProductMarket | WsMarket.SbeMarket | "private" | "misc"

/**
 * A typed topic: `name` is the topic string, `markets` the markets offering it (checked by the types and again at
 * subscription), `schema` the message Schema (the single definition) and `validate` its derived validator, which
 * returns the frame itself, typed, or `undefined` when the Schema would not decode it (by the compiler given, the
 * one the subscription's decoding carries, or by the Schema's guard without one: the same answers).
 *
 * @since 0.1.0
 * @category models
 */
export interface Topic<A, M extends TopicMarket, I = A> {
  readonly name: string
  readonly markets: ReadonlyArray<M>
  readonly schema: Schema.Codec<A, I>
  readonly validate: (frame: unknown, compiler?: Decoding.Compiler) => A | undefined
}
