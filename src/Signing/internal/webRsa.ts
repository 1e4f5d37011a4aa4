/**
 * RSA signing with WebCrypto for the WebCrypto signer, loaded on its first RSA signature (a program that signs with
 * HMAC secrets only, or never signs, does not carry it): the PEM private key read as PKCS#8 (PKCS#1 wrapped) and
 * RSASSA-PKCS1-v1_5 over SHA-256. Imports nothing, so its chunk shares no code with the program's start-up chunks.
 *
 * @since 0.2.0
 */

const PEM = /-----BEGIN ((?:RSA )?)PRIVATE KEY-----([\s\S]*?)-----END \1PRIVATE KEY-----/

// DER length octets (definite form)
const derLength = (length: number): Array<number> => {
  if (length < 0x80) return [length]
  const octets: Array<number> = []
  for (let n = length; n > 0; n = Math.floor(n / 256)) octets.unshift(n % 256)
  return [0x80 | octets.length, ...octets]
}

// version 0 + AlgorithmIdentifier { rsaEncryption (1.2.840.113549.1.1.1), NULL }
const PKCS8_RSA_PREFIX = [
  0x02, 0x01, 0x00, 0x30, 0x0d, 0x06, 0x09, 0x2a, 0x86, 0x48, 0x86, 0xf7, 0x0d, 0x01, 0x01, 0x01, 0x05, 0x00
]

// WebCrypto imports only PKCS#8; node:crypto also takes PKCS#1 ("RSA PRIVATE KEY"), so wrap it for parity.
const pkcs1ToPkcs8 = (pkcs1: Uint8Array): Uint8Array<ArrayBuffer> => {
  const octetString = [0x04, ...derLength(pkcs1.length)]
  const innerLength = PKCS8_RSA_PREFIX.length + octetString.length + pkcs1.length
  const head = [0x30, ...derLength(innerLength), ...PKCS8_RSA_PREFIX, ...octetString]
  const out = new Uint8Array(head.length + pkcs1.length)
  out.set(head, 0)
  out.set(pkcs1, head.length)
  return out
}

/**
 * The DER bytes (PKCS#8) of a PEM private key: `PRIVATE KEY` as is, `RSA PRIVATE KEY` (PKCS#1) wrapped in PKCS#8.
 * Says what is wrong (never quoting the key) when the text is no such PEM.
 *
 * @since 0.2.0
 * @category encoding
 */
export const pemToPkcs8 = (pem: string): Uint8Array<ArrayBuffer> | string => {
  const match = PEM.exec(pem)
  if (match === null) return "no PEM block labelled PRIVATE KEY or RSA PRIVATE KEY"
  const body = (match[2] ?? "").replace(/\s+/g, "")
  if (body.length === 0 || body.length % 4 !== 0 || !/^[A-Za-z0-9+/]+={0,2}$/.test(body)) {
    return "the PEM body is not base64"
  }
  const binary = atob(body)
  const der = new Uint8Array(binary.length)
  for (let i = 0; i < binary.length; i++) der[i] = binary.charCodeAt(i)
  return match[1] === "RSA " ? pkcs1ToPkcs8(der) : der
}

const RSA_ALGORITHM = { name: "RSASSA-PKCS1-v1_5", hash: "SHA-256" } as const

const describe = (error: unknown): string =>
  // WebCrypto's errors name the failure (DataError: "Invalid keyData"), never the key material
  error instanceof Error ? `${error.name}: ${error.message}` : "the key could not be imported"

/**
 * RSA over a `SubtleCrypto`: `key` imports a PEM once (rejecting with an `Error` whose message says why the key cannot
 * be used, never quoting it); `sign` signs a payload with an imported key.
 *
 * @since 0.2.0
 * @category models
 */
export interface Rsa {
  readonly key: (pem: string) => Promise<CryptoKey>
  readonly sign: (key: CryptoKey, payload: Uint8Array<ArrayBuffer>) => Promise<ArrayBuffer>
}

/**
 * Builds the RSA signer.
 *
 * @since 0.2.0
 * @category constructors
 */
export const make = (subtle: SubtleCrypto): Rsa => {
  const keys = new Map<string, CryptoKey>()
  return {
    key: async (pem) => {
      const known = keys.get(pem)
      if (known !== undefined) return known
      const der = pemToPkcs8(pem)
      if (typeof der === "string") throw new Error(der)
      const key = await subtle.importKey("pkcs8", der, RSA_ALGORITHM, false, ["sign"]).catch((error: unknown) => {
        throw new Error(describe(error))
      })
      keys.set(pem, key)
      return key
    },
    sign: (key, payload) => subtle.sign(RSA_ALGORITHM, key, payload)
  }
}
