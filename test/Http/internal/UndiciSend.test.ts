import { describe, expect, it } from "@effect/vitest"
import type * as Undici from "undici"
import * as UndiciSend from "../../../src/Http/internal/undiciSend.js"

/**
 * A pool of one connection whose client keeps every handler it is given (undici's request keeps its handler until
 * it is done with it, and a dead handler in V8's old generation keeps what it points to through young collections).
 */
const keepingPool = () => {
  const handlers: Array<Undici.Dispatcher.DispatchHandler> = []
  const client = {
    dispatch: (_options: unknown, handler: Undici.Dispatcher.DispatchHandler) => {
      handlers.push(handler)
      return true
    }
  }
  const connection = { client, inFlight: 0 }
  const released: Array<unknown> = []
  const pool = {
    take: () => {
      connection.inFlight++
      return connection
    },
    release: (_origin: string, taken: unknown) => {
      connection.inFlight--
      released.push(taken)
    },
    destroy: () => Promise.resolve()
  } as unknown as UndiciSend.Pool
  return { pool, handlers, released }
}

interface Answer {
  readonly status: number
  readonly headers: Record<string, string>
  readonly text: string
}

// module-level, so that no closure handed to the handler holds the answer's buffer in its context
const noop = (): undefined => undefined

const reply = "Content-Type: application/json\r\nX-Bapi-Limit: 20\r\n\r\n" + '{"retCode":0,"result":{"price":"é"}}'

/**
 * Plays one answer into the handler as undici's parser hands it over: the header names and values and the body
 * chunks are views on one socket read buffer. Answers weak references to that buffer and to the views.
 */
const answer = (handler: Undici.Dispatcher.DispatchHandler, complete: boolean): Array<WeakRef<object>> => {
  const read = Buffer.alloc(Buffer.byteLength(reply))
  read.write(reply, "utf8")
  const at = (text: string, from = 0) => read.indexOf(text, from)
  const body = at("{")
  const name1 = read.subarray(0, at(":"))
  const value1 = read.subarray(at("application"), at("\r\n"))
  const name2 = read.subarray(at("X-Bapi"), at(": 20"))
  const value2 = read.subarray(at("20"), at("20") + 2)
  const chunk1 = read.subarray(body, body + 10)
  const chunk2 = read.subarray(body + 10)
  handler.onConnect?.(noop)
  handler.onHeaders?.(200, [name1, value1, name2, value2], noop, "OK")
  handler.onData?.(chunk1)
  handler.onData?.(chunk2)
  if (complete) handler.onComplete?.([])
  return [read.buffer, name1, value1, name2, value2, chunk1, chunk2].map((target) => new WeakRef(target))
}

/** Whether each target is still alive after a full collection (WeakRef targets are kept to the end of the job). */
const aliveAfterGc = async (refs: ReadonlyArray<WeakRef<object>>): Promise<Array<boolean>> => {
  await new Promise((resolve) => setTimeout(resolve, 0))
  const gc = (globalThis as { gc?: () => void }).gc
  expect(gc, "the test processes run with --expose-gc").toBeDefined()
  gc?.()
  return refs.map((ref) => ref.deref() !== undefined)
}

describe("UndiciSend", () => {
  it("answers the body as UTF-8 and the headers as node:http names them", () => {
    const { pool, handlers, released } = keepingPool()
    const answers: Array<Answer> = []
    UndiciSend.send(pool, "http://127.0.0.1:1", "/v5/market/time", "GET", {}, undefined, {
      succeed: (status, headers, text) => answers.push({ status, headers, text }),
      fail: (cause) => expect.fail(String(cause))
    })
    const handler = handlers[0] as Undici.Dispatcher.DispatchHandler
    answer(handler, true)
    expect(answers).toEqual([
      {
        status: 200,
        headers: { "content-type": "application/json", "x-bapi-limit": "20" },
        text: '{"retCode":0,"result":{"price":"é"}}'
      }
    ])
    expect(released).toHaveLength(1)
  })

  it("lets go of the socket's read buffer and its views once the answer is read, though the handler is kept", async () => {
    const { pool, handlers } = keepingPool()
    const answers: Array<Answer> = []
    UndiciSend.send(pool, "http://127.0.0.1:1", "/v5/market/time", "GET", {}, undefined, {
      succeed: (status, headers, text) => answers.push({ status, headers, text }),
      fail: (cause) => expect.fail(String(cause))
    })
    const refs = answer(handlers[0] as Undici.Dispatcher.DispatchHandler, true)
    expect(answers).toHaveLength(1)
    expect(await aliveAfterGc(refs)).toEqual(refs.map(() => false))
    expect(handlers).toHaveLength(1)
  })

  it("lets go of the buffers of an answer it aborted midway", async () => {
    const { pool, handlers } = keepingPool()
    const sent = UndiciSend.send(pool, "http://127.0.0.1:1", "/v5/market/time", "GET", {}, undefined, {
      succeed: () => expect.fail("an aborted request answers nothing"),
      fail: noop
    })
    const refs = answer(handlers[0] as Undici.Dispatcher.DispatchHandler, false)
    sent.abort()
    handlers[0]?.onError?.(new Error("aborted"))
    // the header views were read into strings as they came: only the body chunks were held, until the abort
    expect(await aliveAfterGc(refs)).toEqual(refs.map(() => false))
  })
})
