/**
 * A TCP relay in front of an emulator that counts the connections made through it: a client pointed at the relay's
 * environment reaches the emulator as usual, and a test that says "nothing was sent" reads 0 connections there (a
 * REST request, a WebSocket upgrade or a legacy stream all start with one).
 */
import * as net from "node:net"
import * as Effect from "effect/Effect"
import type * as Scope from "effect/Scope"
import type * as Emulator from "../../src/Emulator/Emulator.js"
import type { EnvironmentShape } from "../../src/Layers/Environment.js"

/** The relay: the emulator's environment with the relay's port, and the connections it accepted so far. */
export interface CountingRelay {
  readonly environment: EnvironmentShape
  readonly connections: () => number
}

/** Starts a relay to the emulator in the scope; closes it (and every relayed connection) with the scope. */
export const countingRelay = (emulator: Emulator.EmulatorHandle): Effect.Effect<CountingRelay, never, Scope.Scope> =>
  Effect.acquireRelease(
    Effect.callback<{ readonly server: net.Server; readonly relay: CountingRelay; readonly open: Set<net.Socket> }>(
      (resume) => {
        let accepted = 0
        const open = new Set<net.Socket>()
        const server = net.createServer((inbound) => {
          accepted++
          const outbound = net.connect(emulator.port, "127.0.0.1")
          for (const socket of [inbound, outbound]) {
            open.add(socket)
            socket.on("close", () => open.delete(socket))
            socket.on("error", () => {
              inbound.destroy()
              outbound.destroy()
            })
          }
          inbound.pipe(outbound).pipe(inbound)
        })
        server.listen(0, "127.0.0.1", () => {
          const port = (server.address() as net.AddressInfo).port
          // every URL of the environment names the emulator's port: the relay's instead
          const environment = JSON.parse(
            JSON.stringify(emulator.environment).replaceAll(`:${emulator.port}`, `:${port}`)
          ) as EnvironmentShape
          resume(Effect.succeed({ server, open, relay: { environment, connections: () => accepted } }))
        })
      }
    ),
    ({ server, open }) =>
      Effect.callback<void>((resume) => {
        for (const socket of open) socket.destroy()
        server.close(() => resume(Effect.void))
      })
  ).pipe(Effect.map(({ relay }) => relay))
