import * as http from "node:http"
import * as Module from "node:module"
import type { AddressInfo } from "node:net"
import * as Effect from "effect/Effect"
import { afterEach, describe, expect, it, vi } from "vitest"
import * as UndiciSend from "../../src/Http/internal/undiciSend.js"
import type * as Transport from "../../src/Http/Transport.js"

const require = Module.createRequire(import.meta.url)

/** A stand-in for undici's `Client`: it answers every request itself, and counts the connections made. */
class FakeClient {
  static readonly origins: Array<string> = []
  constructor(origin: string) {
    FakeClient.origins.push(origin)
  }
  dispatch(
    _options: unknown,
    handler: {
      onConnect: (abort: () => void) => void
      onHeaders: (status: number, raw: Array<Buffer>) => boolean
      onData: (chunk: Buffer) => boolean
      onComplete: () => void
    }
  ): boolean {
    queueMicrotask(() => {
      handler.onConnect(() => undefined)
      handler.onHeaders(200, [Buffer.from("x-from"), Buffer.from("whole module")])
      handler.onData(Buffer.from("fake"))
      handler.onComplete()
    })
    return true
  }
  destroy(): Promise<void> {
    return Promise.resolve()
  }
}

const fullModule = { Client: FakeClient } as unknown as UndiciSend.Module

const loaders = (client: UndiciSend.Loaders["client"], full: UndiciSend.Loaders["full"]) => {
  const calls: Array<string> = []
  return {
    calls,
    from: {
      client: () => {
        calls.push("client")
        return client()
      },
      full: () => {
        calls.push("full")
        return full()
      }
    } satisfies UndiciSend.Loaders
  }
}

describe("undiciSend.loadWith: undici's Client alone, else the whole module, else nothing", () => {
  it("takes the Client file's default export and loads nothing more", async () => {
    const { calls, from } = loaders(
      () => Promise.resolve({ default: FakeClient }),
      () => Promise.resolve(fullModule)
    )
    const module = await UndiciSend.loadWith(from)
    expect(module?.Client).toBe(FakeClient)
    expect(calls).toEqual(["client"])
  })

  it("loads the whole module when the Client file cannot be imported", async () => {
    const { calls, from } = loaders(
      () => Promise.reject(new Error("Cannot find module 'undici/lib/dispatcher/client.js'")),
      () => Promise.resolve(fullModule)
    )
    expect(await UndiciSend.loadWith(from)).toBe(fullModule)
    expect(calls).toEqual(["client", "full"])
  })

  it("loads the whole module when the Client file holds something else", async () => {
    const { calls, from } = loaders(
      () => Promise.resolve({ default: { notAClass: true } }),
      () => Promise.resolve(fullModule)
    )
    expect(await UndiciSend.loadWith(from)).toBe(fullModule)
    expect(calls).toEqual(["client", "full"])
  })

  it("gives undefined (node:http for everything) when neither loads", async () => {
    const { calls, from } = loaders(
      () => Promise.reject(new Error("no client file")),
      () => Promise.reject(new Error("no undici"))
    )
    expect(await UndiciSend.loadWith(from)).toBeUndefined()
    expect(calls).toEqual(["client", "full"])
  })

  it("load() finds undici's own Client class in the installed undici", async () => {
    const module = await UndiciSend.load()
    expect(module?.Client).toBe(require("undici/lib/dispatcher/client.js"))
  })
})

const request = (url: string): Transport.Request => ({
  endpoint: "/v5/test",
  method: "GET",
  url,
  headers: {},
  body: undefined,
  contentType: undefined,
  timeoutMs: 5_000
})

/** A node:http server answering "node:http" to every request, for the scope of `body`. */
const withServer = async <A>(body: (url: string) => Promise<A>): Promise<A> => {
  const server = http.createServer((_req, res) => res.end("from the server"))
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve))
  try {
    return await body(`http://127.0.0.1:${(server.address() as AddressInfo).port}`)
  } finally {
    server.closeAllConnections()
    await new Promise<void>((resolve) => server.close(() => resolve()))
  }
}

const sendOnce = async (url: string) => {
  const NodeTransport = await import("../../src/Http/NodeTransport.js")
  return Effect.runPromise(
    Effect.scoped(Effect.flatMap(NodeTransport.make(), (transport) => transport.send(request(`${url}/v5/x`))))
  )
}

describe("NodeTransport's undici loading, when imports fail", () => {
  afterEach(() => {
    vi.doUnmock("undici/lib/dispatcher/client.js")
    vi.doUnmock("undici")
    vi.resetModules()
    FakeClient.origins.length = 0
  })

  it("sends on the whole module's Client when the Client file cannot be imported", async () => {
    vi.resetModules()
    vi.doMock("undici/lib/dispatcher/client.js", () => {
      throw new Error("moved")
    })
    vi.doMock("undici", () => ({ Client: FakeClient }))
    const reply = await withServer(sendOnce)
    expect(reply.text).toBe("fake")
    expect(reply.headers["x-from"]).toBe("whole module")
    expect(FakeClient.origins).toHaveLength(1)
  })

  it("sends through node:http when neither the Client file nor the whole module can be imported", async () => {
    vi.resetModules()
    vi.doMock("undici/lib/dispatcher/client.js", () => {
      throw new Error("moved")
    })
    vi.doMock("undici", () => {
      throw new Error("no undici")
    })
    const reply = await withServer(sendOnce)
    expect(reply.status).toBe(200)
    expect(reply.text).toBe("from the server")
    expect(FakeClient.origins).toHaveLength(0)
  })
})
