/**
 * An HTTP proxy in front of an emulator's REST port that logs every request's path and query, in order: a client
 * pointed at `rest` reaches the emulator as usual, and a test reads how often an endpoint was asked for (a
 * `CountingRelay` counts connections, which keep-alive shares between requests).
 */
import * as http from "node:http"
import * as Effect from "effect/Effect"
import type * as Scope from "effect/Scope"
import type * as Emulator from "../../src/Emulator/Emulator.js"

/** The proxy: its base URL, and the requests (`/v5/position/list?category=linear&symbol=BTCUSDT`) seen so far. */
export interface CountingProxy {
  readonly rest: string
  readonly requests: () => ReadonlyArray<string>
  /** How many requests were for `path` with every one of `query`'s parameters. */
  readonly count: (path: string, query?: Readonly<Record<string, string>>) => number
}

/** Starts the proxy to the emulator's REST port in the scope; closes it with the scope. */
export const countingProxy = (emulator: Emulator.EmulatorHandle): Effect.Effect<CountingProxy, never, Scope.Scope> =>
  Effect.acquireRelease(
    Effect.callback<{ readonly server: http.Server; readonly proxy: CountingProxy }>((resume) => {
      const seen: Array<string> = []
      const server = http.createServer((inbound, outbound) => {
        seen.push(inbound.url ?? "")
        const forward = http.request(
          {
            host: "127.0.0.1",
            port: emulator.port,
            method: inbound.method,
            path: inbound.url,
            headers: inbound.headers
          },
          (answer) => {
            outbound.writeHead(answer.statusCode ?? 502, answer.headers)
            answer.pipe(outbound)
          }
        )
        forward.on("error", () => outbound.destroy())
        inbound.pipe(forward)
      })
      server.keepAliveTimeout = 1000
      server.listen(0, "127.0.0.1", () => {
        const port = (server.address() as { readonly port: number }).port
        const count = (path: string, query: Readonly<Record<string, string>> = {}) =>
          seen.filter((url) => {
            const parsed = new URL(url, "http://proxy")
            return (
              parsed.pathname === path &&
              Object.entries(query).every(([name, value]) => parsed.searchParams.get(name) === value)
            )
          }).length
        resume(
          Effect.succeed({ server, proxy: { rest: `http://127.0.0.1:${port}`, requests: () => [...seen], count } })
        )
      })
    }),
    ({ server }) =>
      Effect.callback<void>((resume) => {
        server.closeAllConnections()
        server.close(() => resume(Effect.void))
      })
  ).pipe(Effect.map(({ proxy }) => proxy))
