import * as zlib from "node:zlib"
import { describe, expect, it } from "@effect/vitest"
import * as fc from "fast-check"
import { type Answer, Http1Error, Reader } from "../../../src/Http/internal/http1Reader.js"

const bytes = (text: string): Buffer => Buffer.from(text, "latin1")
const utf8 = (text: string): Buffer => Buffer.from(text, "utf8")

/** Feeds `pieces` in order; the answer once whole, with how many pieces it took. */
const read = (pieces: ReadonlyArray<Buffer>, noBody = false): { answer: Answer | undefined; fed: number } => {
  const reader = new Reader(noBody)
  for (let i = 0; i < pieces.length; i++) {
    const answer = reader.feed(pieces[i] as Buffer)
    if (answer !== undefined) return { answer, fed: i + 1 }
  }
  return { answer: undefined, fed: pieces.length }
}

/** `whole` cut at the given offsets. */
const cut = (whole: Buffer, offsets: ReadonlyArray<number>): Array<Buffer> => {
  const points = [...new Set(offsets.map((o) => o % (whole.length + 1)))].sort((a, b) => a - b)
  const out: Array<Buffer> = []
  let at = 0
  for (const point of points) {
    out.push(whole.subarray(at, point))
    at = point
  }
  out.push(whole.subarray(at))
  return out
}

const errorOf = (run: () => unknown): unknown => {
  try {
    run()
  } catch (error) {
    return error
  }
  return undefined
}

describe("Http1Reader", () => {
  it("reads a response with a Content-Length in one piece: status, lower-case headers, UTF-8 text", () => {
    const body = '{"retCode":0,"note":"ünïcode €"}'
    const { answer } = read([
      utf8(
        `HTTP/1.1 200 OK\r\nContent-Type: application/json\r\nX-Bapi-Limit: 10\r\nContent-Length: ${Buffer.byteLength(body)}\r\n\r\n${body}`
      )
    ])
    expect(answer).toEqual({
      status: 200,
      headers: {
        "content-type": "application/json",
        "x-bapi-limit": "10",
        "content-length": String(Buffer.byteLength(body))
      },
      text: body,
      reusable: true,
      keepAliveMs: undefined
    })
  })

  it("joins repeated headers as node:http does: first kept, cookie with '; ', others with ', '", () => {
    const { answer } = read([
      bytes(
        "HTTP/1.1 200 OK\r\nContent-Type: a\r\ncontent-type: b\r\nCookie: x=1\r\ncookie: y=2\r\nSet-Cookie: s=1\r\nSet-Cookie: t=2\r\nVary: A\r\nvary: B\r\nTraceid: caf\u00e9\r\nContent-Length: 0\r\n\r\n"
      )
    ])
    expect(answer?.headers).toEqual({
      "content-type": "a",
      cookie: "x=1; y=2",
      "set-cookie": "s=1, t=2",
      vary: "A, B",
      traceid: "caf\u00e9",
      "content-length": "0"
    })
  })

  it("skips informational answers (100 Continue, 103 Early Hints) and reads the final one", () => {
    const { answer } = read([
      bytes(
        "HTTP/1.1 100 Continue\r\n\r\nHTTP/1.1 103 Early Hints\r\nLink: </a>\r\n\r\nHTTP/1.1 201 Created\r\nContent-Length: 2\r\n\r\nok"
      )
    ])
    expect(answer).toMatchObject({ status: 201, text: "ok", reusable: true })
    expect(answer?.headers.link).toBeUndefined()
  })

  it("204, 304 and an answer to HEAD have no body whatever their headers say", () => {
    for (const status of [204, 304]) {
      const { answer } = read([bytes(`HTTP/1.1 ${status} X\r\nContent-Length: 10\r\n\r\n`)])
      expect(answer).toMatchObject({ status, text: "", reusable: true })
    }
    const { answer } = read([bytes("HTTP/1.1 200 OK\r\nContent-Length: 10\r\n\r\n")], true)
    expect(answer).toMatchObject({ status: 200, text: "", reusable: true })
  })

  it("a body without a length runs to the end of the connection, which is then not reused", () => {
    const reader = new Reader()
    expect(reader.feed(bytes("HTTP/1.1 200 OK\r\nContent-Type: text/plain\r\n\r\nhello "))).toBeUndefined()
    expect(reader.feed(bytes("world"))).toBeUndefined()
    expect(reader.end()).toMatchObject({ status: 200, text: "hello world", reusable: false })
  })

  it("a coding other than chunked last runs to the end of the connection", () => {
    const reader = new Reader()
    expect(reader.feed(bytes("HTTP/1.1 200 OK\r\nTransfer-Encoding: chunked, identity\r\n\r\nabc"))).toBeUndefined()
    expect(reader.end()).toMatchObject({ text: "abc", reusable: false })
  })

  it("keeps the connection as HTTP/1.1 and 1.0 say: Connection close, 1.0 keep-alive, bytes beyond the answer", () => {
    const cases: ReadonlyArray<readonly [string, boolean]> = [
      ["HTTP/1.1 200 OK\r\nContent-Length: 0\r\n\r\n", true],
      ["HTTP/1.1 200 OK\r\nConnection: close\r\nContent-Length: 0\r\n\r\n", false],
      ["HTTP/1.1 200 OK\r\nConnection: Upgrade, Close\r\nContent-Length: 0\r\n\r\n", false],
      ["HTTP/1.0 200 OK\r\nContent-Length: 0\r\n\r\n", false],
      ["HTTP/1.0 200 OK\r\nConnection: keep-alive\r\nContent-Length: 0\r\n\r\n", true],
      ["HTTP/1.1 200 OK\r\nContent-Length: 1\r\n\r\nxHTTP/1.1 200 OK\r\n", false],
      ["HTTP/1.1 200 OK\r\nTransfer-Encoding: chunked\r\nContent-Length: 3\r\n\r\n0\r\n\r\n", false]
    ]
    for (const [text, reusable] of cases) expect(read([bytes(text)]).answer?.reusable, text).toBe(reusable)
  })

  it("reads the server's idle limit from Keep-Alive", () => {
    const { answer } = read([bytes("HTTP/1.1 200 OK\r\nKeep-Alive: timeout=5, max=100\r\nContent-Length: 0\r\n\r\n")])
    expect(answer?.keepAliveMs).toBe(5000)
  })

  it("refuses what breaks HTTP/1.1 with an Http1Error", () => {
    const broken = [
      "HTTP/2 200 OK\r\n\r\n",
      "FTP 200 OK\r\n\r\n",
      "HTTP/1.1 20 OK\r\n\r\n",
      "HTTP/1.1 200 OK\r\nno colon here\r\n\r\n",
      "HTTP/1.1 200 OK\r\nX-A: 1\r\n folded\r\n\r\n",
      "HTTP/1.1 200 OK\r\nBad Name: 1\r\n\r\n",
      "HTTP/1.1 200 OK\r\nContent-Length: 1, 2\r\n\r\n",
      "HTTP/1.1 200 OK\r\nContent-Length: 1\r\nContent-Length: 2\r\n\r\n",
      "HTTP/1.1 200 OK\r\nContent-Length: -1\r\n\r\n",
      "HTTP/1.1 200 OK\r\nContent-Length: 1e3\r\n\r\n",
      "HTTP/1.1 200 OK\r\nContent-Length: 999999999999\r\n\r\n",
      "HTTP/1.1 200 OK\r\nTransfer-Encoding: chunked\r\n\r\nzz\r\n",
      "HTTP/1.1 200 OK\r\nTransfer-Encoding: chunked\r\n\r\n2\r\nabXX",
      "HTTP/1.1 101 Switching Protocols\r\n\r\n"
    ]
    for (const text of broken) {
      const error = errorOf(() => new Reader().feed(bytes(text)))
      expect(error, text).toBeInstanceOf(Http1Error)
    }
    // a head that never ends is refused once it passes 64 KiB, not held
    const reader = new Reader()
    reader.feed(bytes("HTTP/1.1 200 OK\r\n"))
    expect(errorOf(() => reader.feed(Buffer.alloc(70_000, 0x61)))).toBeInstanceOf(Http1Error)
  })

  it("a response cut short by the end of the connection is an Http1Error saying whether anything came", () => {
    const nothing = new Reader()
    expect(errorOf(() => nothing.end())).toMatchObject({ message: "the connection closed before any answer" })
    expect(nothing.started).toBe(false)
    for (const partial of [
      "HTTP/1.1 200 OK\r\nContent-Le",
      "HTTP/1.1 200 OK\r\nContent-Length: 5\r\n\r\nab",
      "HTTP/1.1 200 OK\r\nTransfer-Encoding: chunked\r\n\r\n5\r\nab"
    ]) {
      const reader = new Reader()
      expect(reader.feed(bytes(partial))).toBeUndefined()
      expect(reader.started).toBe(true)
      expect(
        errorOf(() => reader.end()),
        partial
      ).toMatchObject({
        name: "Http1Error",
        message: "the connection closed before the response was complete"
      })
    }
  })

  it("reads chunked bodies with extensions and trailers", () => {
    const { answer } = read([
      bytes(
        "HTTP/1.1 200 OK\r\nTransfer-Encoding: chunked\r\n\r\n4;ext=1\r\nWiki\r\n5\r\npedia\r\nE\r\n in\r\n\r\nchunks.\r\n0\r\nX-Trailer: t\r\n\r\n"
      )
    ])
    expect(answer).toMatchObject({ status: 200, text: "Wikipedia in\r\n\r\nchunks.", reusable: true })
  })

  it("property: any response, cut anywhere, reads as when whole (lengths, chunks, trailers, UTF-8 split mid-character)", () => {
    const header = fc.tuple(
      fc.constantFrom("X-Bapi-Limit", "x-a", "Traceid", "Vary", "Retry-After"),
      fc.stringMatching(/^[!-~]([ !-~]{0,18}[!-~])?$/)
    )
    const response = fc.record({
      status: fc.integer({ min: 200, max: 599 }).filter((s) => s !== 204 && s !== 304),
      headers: fc.array(header, { maxLength: 5 }),
      body: fc.string({ unit: "grapheme", maxLength: 200 }),
      framing: fc.oneof(
        fc.constant({ kind: "length" as const }),
        fc.record({
          kind: fc.constant("chunked" as const),
          sizes: fc.array(fc.integer({ min: 1, max: 40 }), { maxLength: 8 }),
          trailers: fc.boolean(),
          extension: fc.boolean()
        })
      ),
      informational: fc.boolean(),
      cuts: fc.array(fc.nat(), { maxLength: 12 })
    })
    fc.assert(
      fc.property(response, (r) => {
        const body = utf8(r.body)
        let head = `HTTP/1.1 ${r.status} Reason\r\n`
        for (const [name, value] of r.headers) head += `${name}: ${value}\r\n`
        let wire: Buffer
        if (r.framing.kind === "length") {
          wire = Buffer.concat([bytes(`${head}Content-Length: ${body.length}\r\n\r\n`), body])
        } else {
          const parts: Array<Buffer> = [bytes(`${head}Transfer-Encoding: chunked\r\n\r\n`)]
          let at = 0
          for (const size of [...r.framing.sizes, body.length]) {
            const n = Math.min(size, body.length - at)
            if (n <= 0) break
            parts.push(
              bytes(`${n.toString(16)}${r.framing.extension ? ";a=b" : ""}\r\n`),
              body.subarray(at, at + n),
              bytes("\r\n")
            )
            at += n
          }
          parts.push(bytes(r.framing.trailers ? "0\r\nX-Checksum: 1\r\n\r\n" : "0\r\n\r\n"))
          wire = Buffer.concat(parts)
        }
        if (r.informational) wire = Buffer.concat([bytes("HTTP/1.1 100 Continue\r\n\r\n"), wire])
        const whole = read([wire]).answer
        const pieces = cut(wire, r.cuts)
        const { answer, fed } = read(pieces)
        expect(answer).toEqual(whole)
        expect(answer?.text).toBe(r.body)
        expect(answer?.status).toBe(r.status)
        // the answer comes with the piece that completes it, not before and not after
        expect(fed).toBe(pieces.length - [...pieces].reverse().findIndex((p) => p.length > 0))
      }),
      { numRuns: 400 }
    )
  })

  it("property: any bytes at all either read, wait for more, or fail with an Http1Error: nothing else is thrown", () => {
    const prefix = fc.constantFrom("", "HTTP/1.1 200 OK\r\n", "HTTP/1.1 200 OK\r\nTransfer-Encoding: chunked\r\n\r\n")
    fc.assert(
      fc.property(prefix, fc.array(fc.uint8Array({ maxLength: 64 }), { maxLength: 6 }), (start, chunks) => {
        const reader = new Reader()
        try {
          reader.feed(bytes(start))
          for (const chunk of chunks) reader.feed(Buffer.from(chunk))
          reader.end()
        } catch (error) {
          expect(error).toBeInstanceOf(Http1Error)
        }
      }),
      { numRuns: 500 }
    )
  })
})

describe("Http1Reader: compressed bodies", () => {
  it("decodes gzip, raw or wrapped deflate and br in any pieces; a broken or unknown coding is an Http1Error", () => {
    const text = '{"retCode":0,"list":["€"]}'
    const bodies: ReadonlyArray<[string, Buffer]> = [
      ["gzip", zlib.gzipSync(text)],
      ["x-gzip", zlib.gzipSync(text)],
      ["deflate", zlib.deflateSync(text)],
      ["deflate", zlib.deflateRawSync(text)],
      ["br", zlib.brotliCompressSync(text)],
      ["identity, gzip", zlib.gzipSync(text)],
      ["gzip, br", zlib.brotliCompressSync(zlib.gzipSync(text))]
    ]
    for (const [coding, body] of bodies) {
      const whole = Buffer.concat([
        bytes(`HTTP/1.1 200 OK\r\nContent-Encoding: ${coding}\r\nContent-Length: ${body.length}\r\n\r\n`),
        body
      ])
      fc.assert(
        fc.property(fc.array(fc.nat(), { maxLength: 6 }), (offsets) => {
          expect(read(cut(whole, offsets)).answer?.text, coding).toBe(text)
        }),
        { numRuns: 30 }
      )
    }
    for (const [coding, body] of [
      ["gzip", Buffer.from("not gzip")],
      ["zstd", Buffer.from("x")]
    ] as const) {
      const error = errorOf(() =>
        read([bytes(`HTTP/1.1 200 OK\r\nContent-Encoding: ${coding}\r\nContent-Length: ${body.length}\r\n\r\n`), body])
      )
      expect(error).toBeInstanceOf(Http1Error)
    }
    // a HEAD's answer has no body to decode
    expect(
      read([bytes("HTTP/1.1 200 OK\r\nContent-Encoding: gzip\r\nContent-Length: 20\r\n\r\n")], true).answer?.text
    ).toBe("")
  })
})

describe("Http1Reader: header names an object already has", () => {
  it("a header named as an Object.prototype member (constructor, toString) reads as its value, as node:http's", () => {
    const { answer } = read([
      bytes("HTTP/1.1 200 OK\r\nConstructor: x\r\ntoString: y\r\nvalueOf: z\r\nContent-Length: 0\r\n\r\n")
    ])
    expect({ ...answer?.headers }).toEqual({ constructor: "x", tostring: "y", valueof: "z", "content-length": "0" })
  })
})

describe("Http1Reader: one byte at a time", () => {
  it("a long head, chunk lines, chunk data and trailers each fed a byte at a time read as in one piece", () => {
    const headers = Array.from({ length: 300 }, (_, i) => `X-H${i}: ${"v".repeat(i % 40)}\r\n`).join("")
    const chunks = ['{"a":', '"caf\u00e9",', `"b":"${"x".repeat(3000)}"}`].map((c) => Buffer.from(c, "utf8"))
    const body = chunks.map((c) => `${c.length.toString(16)};e=1\r\n${c.toString("latin1")}\r\n`).join("")
    const whole = bytes(
      `HTTP/1.1 200 OK\r\n${headers}Transfer-Encoding: chunked\r\n\r\n${body}0\r\nX-T: ${"t".repeat(500)}\r\n\r\n`
    )
    const once = read([whole]).answer
    const reader = new Reader()
    let answer: Answer | undefined
    for (let i = 0; i < whole.length; i++) {
      const got = reader.feed(whole.subarray(i, i + 1))
      if (got !== undefined) {
        expect(i).toBe(whole.length - 1)
        answer = got
      }
    }
    expect(answer).toEqual(once)
    expect(answer?.text).toBe(Buffer.concat(chunks).toString("utf8"))
    expect(Object.keys(answer?.headers ?? {})).toHaveLength(301)
  })
})

describe("Http1Reader: what a line may hold", () => {
  it("refuses a control character or a bare CR or LF in the status line or a header line, in any piece", () => {
    for (const head of [
      "HTTP/1.1 200 O\u0000K\r\nContent-Length: 0\r\n\r\n",
      "HTTP/1.1 200 OK\r\nX-A: a\u0000b\r\nContent-Length: 0\r\n\r\n",
      "HTTP/1.1 200 OK\r\nX-A: a\nX-B: b\r\nContent-Length: 0\r\n\r\n",
      "HTTP/1.1 200 OK\r\nX-A: a\rb\r\nContent-Length: 0\r\n\r\n",
      "HTTP/1.1 200 OK\r\nX-A: a\u001bb\r\nContent-Length: 0\r\n\r\n",
      "HTTP/1.1 200 OK\r\nX-A: \u007f\r\nContent-Length: 0\r\n\r\n"
    ]) {
      const whole = bytes(head)
      fc.assert(
        fc.property(fc.array(fc.nat(), { maxLength: 4 }), (offsets) => {
          expect(
            errorOf(() => read(cut(whole, offsets))),
            JSON.stringify(head)
          ).toBeInstanceOf(Http1Error)
        }),
        { numRuns: 20 }
      )
    }
  })

  it("a 60 kB line of spaces before a bad byte is refused, spaces and tabs around a value trimmed", () => {
    for (const line of [
      `X:${" ".repeat(60_000)}\u0000`,
      `X: a${" ".repeat(60_000)}\u0000`,
      `X:${" \t".repeat(30_000)}`
    ]) {
      const error = errorOf(() => read([bytes(`HTTP/1.1 200 OK\r\n${line}\r\nContent-Length: 0\r\n\r\n`)]))
      if (line.endsWith("\u0000")) expect(error).toBeInstanceOf(Http1Error)
      else expect(error).toBeUndefined()
    }
    const { answer } = read([bytes(`HTTP/1.1 200 OK\r\nX: \t a \t b \t \r\nContent-Length: 0\r\n\r\n`)])
    expect(answer?.headers.x).toBe("a \t b")
  })
})
