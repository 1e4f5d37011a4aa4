/**
 * The two shapes of "nothing": an endpoint that takes no parameters, and one whose `result` is `{}`.
 *
 * @since 0.1.0
 */
import * as Schema from "effect/Schema"
import * as LazySchema from "./LazySchema.js"

/**
 * No parameters: the callable takes none (extra keys are refused before sending).
 *
 * @since 0.1.0
 * @category schemas
 */
export const NoParams = LazySchema.make(() => Schema.Struct({}).annotate({ identifier: "NoParams" }))

/**
 * The parameters of an endpoint that takes none.
 *
 * @since 0.1.0
 * @category models
 */
export interface NoParams extends Schema.Schema.Type<typeof NoParams> {}

/**
 * An empty `result` (`{}`): the call's success is the whole answer.
 *
 * @since 0.1.0
 * @category schemas
 */
export const EmptyResult = LazySchema.make(() => Schema.Struct({}).annotate({ identifier: "EmptyResult" }))

/**
 * An empty result.
 *
 * @since 0.1.0
 * @category models
 */
export interface EmptyResult extends Schema.Schema.Type<typeof EmptyResult> {}
