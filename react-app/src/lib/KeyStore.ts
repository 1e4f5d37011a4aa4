/**
 * Keeping API keys across reloads, only when the user asks: in this tab's `sessionStorage` (gone when the tab
 * closes), one entry per environment. Never `localStorage`, never the address bar; without the opt-in, keys live in
 * memory only.
 *
 * @since 0.1.0
 */

/**
 * A key pair as typed.
 *
 * @since 0.1.0
 * @category models
 */
export interface Keys {
  readonly apiKey: string
  readonly apiSecret: string
}

/**
 * The `sessionStorage` entry of an environment's keys.
 *
 * @since 0.1.0
 * @category constants
 */
export const storageKey = (env: string): string => `effect-bybit.keys.${env}`

const storage = (): Storage | undefined => {
  try {
    return globalThis.sessionStorage
  } catch {
    return undefined
  }
}

/**
 * The kept keys of an environment, if the user chose to keep them in this tab.
 *
 * @since 0.1.0
 * @category storage
 */
export const load = (env: string): Keys | undefined => {
  try {
    const text = storage()?.getItem(storageKey(env))
    if (text == null) return undefined
    const value: unknown = JSON.parse(text)
    if (typeof value !== "object" || value === null) return undefined
    const { apiKey, apiSecret } = value as Record<string, unknown>
    return typeof apiKey === "string" && typeof apiSecret === "string" ? { apiKey, apiSecret } : undefined
  } catch {
    return undefined
  }
}

/**
 * Keeps an environment's keys in this tab's `sessionStorage`.
 *
 * @since 0.1.0
 * @category storage
 */
export const save = (env: string, keys: Keys): void => {
  try {
    storage()?.setItem(storageKey(env), JSON.stringify({ apiKey: keys.apiKey, apiSecret: keys.apiSecret }))
  } catch {
    // storage refused: the keys stay in memory only
  }
}

/**
 * Forgets an environment's kept keys.
 *
 * @since 0.1.0
 * @category storage
 */
export const forget = (env: string): void => {
  try {
    storage()?.removeItem(storageKey(env))
  } catch {
    // nothing kept
  }
}
