/**
 * The states of a WebSocket connection (the specification's): initial → connecting → connected; an unexpected close
 * goes to reconnecting (for the delay), then connecting again; a deliberate close goes to closing, then initial.
 *
 * @since 0.1.0
 */

/**
 * A connection state.
 *
 * @since 0.1.0
 * @category models
 */
export type ConnectionState = "initial" | "connecting" | "connected" | "closing" | "reconnecting"

/**
 * What happened on a connection, published on its events stream.
 *
 * @since 0.1.0
 * @category models
 */
export type ConnectionEvent =
  | { readonly _tag: "Connected"; readonly market: string; readonly reconnect: boolean }
  | { readonly _tag: "Disconnected"; readonly market: string; readonly reason: string }
  | { readonly _tag: "Reconnecting"; readonly market: string; readonly attempt: number }
  | { readonly _tag: "Resubscribed"; readonly market: string; readonly topics: ReadonlyArray<string> }
  | { readonly _tag: "ResubscribeFailed"; readonly market: string; readonly topics: ReadonlyArray<string> }
  | { readonly _tag: "MalformedFrame"; readonly market: string; readonly sample: string }
  | { readonly _tag: "Fatal"; readonly market: string; readonly reason: string }
