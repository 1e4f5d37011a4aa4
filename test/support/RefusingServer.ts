/**
 * An exchange that refuses everyone, on 127.0.0.1: every request is answered 403 (as a real exchange's edge answers
 * a blocked IP) and kept with the time it came (the test's clock), so a test can count what a client sent when.
 */
import * as Http from "node:http"
import type { AddressInfo } from "node:net"

/** One request as it came: when (ms, `Date.now()` of the test process) and to which path. */
export interface Arrival {
  readonly at: number
  readonly path: string
}

/** The running server. */
export interface RefusingServer {
  readonly url: string
  readonly arrivals: ReadonlyArray<Arrival>
  readonly close: () => Promise<void>
}

/** Starts the server; `close` stops it. */
export const start = (): Promise<RefusingServer> =>
  new Promise((resolve) => {
    const arrivals: Array<Arrival> = []
    const server = Http.createServer((req, res) => {
      const url = req.url ?? "/"
      arrivals.push({ at: Date.now(), path: url.split("?")[0] ?? url })
      req.resume()
      res.writeHead(403, { "content-type": "text/plain" }).end("Forbidden")
    })
    server.listen(0, "127.0.0.1", () => {
      const { port } = server.address() as AddressInfo
      resolve({
        url: `http://127.0.0.1:${port}`,
        arrivals,
        close: () =>
          new Promise<void>((done) => {
            server.closeAllConnections()
            server.close(() => done())
          })
      })
    })
  })

/** How many of `arrivals` came in `[from, to)`. */
export const countIn = (arrivals: ReadonlyArray<Arrival>, from: number, to: number): number =>
  arrivals.filter((a) => a.at >= from && a.at < to).length
