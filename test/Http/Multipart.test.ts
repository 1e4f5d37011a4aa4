// The multipart body builder, checked byte for byte against hand-written framing and parsed back by an independent
// parser (undici's `Response.formData()`).
import { describe, expect, it } from "@effect/vitest"
import * as Multipart from "../../src/Http/Multipart.js"

const binary = Uint8Array.from([0xff, 0x00, 0x0d, 0x0a, 0x2d, 0x2d, 0xfe, 0x80, 0x00])

const parse = (bytes: Uint8Array, contentType: string): Promise<FormData> =>
  new Response(new Uint8Array(bytes), { headers: { "content-type": contentType } }).formData()

describe("Multipart", () => {
  it("frames text fields and file parts per RFC 7578, in the record's order", () => {
    const bytes = Multipart.encode(
      {
        note: "héllo",
        count: 3,
        skipped: undefined,
        upload_file: { bytes: binary, fileName: "grub.png", contentType: "image/png" }
      },
      "B0UND"
    )
    const expected = Buffer.concat([
      Buffer.from(
        '--B0UND\r\nContent-Disposition: form-data; name="note"\r\n\r\nhéllo\r\n' +
          '--B0UND\r\nContent-Disposition: form-data; name="count"\r\n\r\n3\r\n' +
          '--B0UND\r\nContent-Disposition: form-data; name="upload_file"; filename="grub.png"\r\n' +
          "Content-Type: image/png\r\n\r\n",
        "utf8"
      ),
      binary,
      Buffer.from("\r\n--B0UND--\r\n", "utf8")
    ])
    expect(Buffer.from(bytes)).toEqual(expected)
  })

  it("an empty record is just the closing delimiter", () => {
    expect(Buffer.from(Multipart.encode({}, "x")).toString("latin1")).toBe("--x--\r\n")
  })

  it("make draws a fresh boundary, names it in the content type, and the body parses back byte-exact", async () => {
    const fields = {
      orderId: "1898",
      upload_file: { bytes: binary, fileName: "scan.pdf", contentType: "application/pdf" }
    }
    const first = Multipart.make(fields)
    const second = Multipart.make(fields)
    const boundary = /^multipart\/form-data; boundary=([\w-]{1,70})$/.exec(first.contentType)?.[1]
    expect(boundary).toBeDefined()
    expect(second.contentType).not.toBe(first.contentType)
    const form = await parse(first.bytes, first.contentType)
    expect(form.get("orderId")).toBe("1898")
    const file = form.get("upload_file")
    expect(file).toBeInstanceOf(File)
    const received = file as File
    expect(received.name).toBe("scan.pdf")
    expect(received.type).toBe("application/pdf")
    expect(Buffer.from(await received.arrayBuffer())).toEqual(Buffer.from(binary))
  })

  it("escapes quotes and line breaks in names and file names (the HTML form encoding's %22, %0D, %0A)", () => {
    const text = Buffer.from(
      Multipart.encode({ 'a"b': { bytes: new Uint8Array(0), fileName: 'x"\r\ny.png', contentType: "image/png" } }, "B")
    ).toString("latin1")
    expect(text).toContain('name="a%22b"; filename="x%22%0D%0Ay.png"\r\n')
  })

  it("includes finds a byte sequence anywhere, including at the end and after a false start", () => {
    const enc = (s: string) => new TextEncoder().encode(s)
    expect(Multipart.includes(enc("abc--bound"), enc("--bound"))).toBe(true)
    expect(Multipart.includes(enc("--boun--bound!"), enc("--bound"))).toBe(true)
    expect(Multipart.includes(enc("--boun"), enc("--bound"))).toBe(false)
    expect(Multipart.includes(binary, Uint8Array.of(0x2d, 0x2d, 0xfe))).toBe(true)
    expect(Multipart.includes(binary, Uint8Array.of(0x2d, 0x2d, 0x2d))).toBe(false)
  })
})
