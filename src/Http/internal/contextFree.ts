/**
 * Transports whose `send` reads nothing from the fiber's context (the Node transport): a traced call runs them
 * without first making its call span the context's parent span, a step another transport may rely on (its own
 * spans then sit under the call's).
 *
 * @since 0.2.0
 * @internal
 */
import type * as Transport from "../Transport.js"

/**
 * The transports known to read no context.
 *
 * @since 0.2.0
 * @internal
 */
export const contextFree: WeakSet<Transport.TransportService> = new WeakSet()
